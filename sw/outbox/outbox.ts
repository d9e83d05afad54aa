import type { OutboxBroadcast, OutboxState, QueuedAnswer } from '../../src/shared/outbox-protocol'
import { USER_HEADER } from '../../src/shared/outbox-protocol'
import { backoffDelay } from './backoff'
import { classifyWrite, queueableOp } from './classify-request'
import { isTransientStatus, retryAfterMs } from './classify-response'
import { entryView, failedView, requestOf } from './entry-view'
import { sendPendingLogout } from './pending-logout'
import { createReplayer, type ReplayOptions, type ReplayResult } from './replay'
import { createScopeLocks } from './scope-locks'
import { sessionRequestKind } from './session-requests'
import type { NewPendingRecord, OutboxMeta, OutboxStorage } from './storage'

/** What the outbox announces; the worker broadcasts it to pages. */
export type OutboxEvent = Exclude<OutboxBroadcast, { type: 'state' }>

/** Everything the outbox touches, passed in so tests run it in Node against a real server. */
export interface OutboxDeps {
  storage: OutboxStorage
  /** Sends a request: the worker's `fetch`, or in tests `app.request` that can fail before or after the server commits. */
  fetch: (request: Request) => Promise<Response>
  clock: { now: () => number }
  /** In [0, 1); backoff jitter. */
  random?: () => number
  /** Ids for entries and for writes that came without an Idempotency-Key. */
  newId?: () => string
  onEvent?: (event: OutboxEvent) => void
  /** Path prefix of the API (`/api`). */
  apiBase?: string
  /** Documents replayed at the same time (each one still one write at a time). */
  concurrency?: number
  /**
   * Runs a replay alone among every worker of the origin (the worker: a Web Lock), so an old and a
   * new version of the worker never send the same write side by side during an update.
   */
  exclusive?: <T>(task: () => Promise<T>) => Promise<T>
  /** A write handed straight to the network got an answer while others wait: the network is back. */
  onReachable?: () => void
}

/** The outbox of cart and purchase-order writes (DESIGN.md section 7). */
export interface Outbox {
  /** Answers a page's request: network first; kept and answered 202 when the network fails, 5xx or 429, or when the document already has writes waiting. */
  handle(request: Request): Promise<Response>
  /** Sends what is due (everything, with `now`), FIFO per document; resolves when nothing more can go now. */
  replay(options?: ReplayOptions): Promise<ReplayResult>
  /** The page's user at start-up (a 401 pause stays). */
  setUser(userId: string | null): Promise<void>
  /** A fresh sign-in: sends for this user and lifts their 401 pause. */
  signedIn(userId: string): Promise<void>
  signedOut(): Promise<void>
  /**
   * Signed out while the server could not be reached: nothing is sent for anyone until `request`
   * (the sign-out) has reached the server; kept writes stay for their user.
   */
  loggedOutOffline(request: { url: string; headers: Record<string, string> }): Promise<void>
  /**
   * Answers a sign-in or "who is signed in" request: a pending sign-out goes first, and while it
   * cannot, nobody is signed in as far as the page can tell (401 without asking the server).
   */
  session(request: Request): Promise<Response>
  /** Moves a failed write back to its place in its document's queue; false when unknown. */
  retry(id: string): Promise<boolean>
  /** Drops a failed write; false when unknown. */
  discard(id: string): Promise<boolean>
  /** The signed-in user's pending and failed writes. */
  state(): Promise<OutboxState>
}

export type { ReplayOptions, ReplayResult }

/** Headers a stored write keeps: what the server needs to see the same request again. */
const KEPT_HEADERS = ['Content-Type', 'Domain', 'Accept']

const QUEUED_MSG = 'Saved on this device; it will be sent when the connection is back'

/** Creates an outbox over its storage, network and clock. */
export function createOutbox(deps: OutboxDeps): Outbox {
  const { storage, clock } = deps
  const random = deps.random ?? Math.random
  const newId = deps.newId ?? (() => crypto.randomUUID())
  const apiBase = deps.apiBase ?? '/api'
  const emit = (event: OutboxEvent) => deps.onEvent?.(event)
  const locks = createScopeLocks()
  const sessionLocks = createScopeLocks()
  const sessionLock = <T>(task: () => Promise<T>) => sessionLocks.run('session', task)
  let meta: Promise<OutboxMeta> | null = null

  const readMeta = () => {
    meta ??= storage.readMeta()
    return meta
  }
  let metaChanges: Promise<unknown> = Promise.resolve()
  // One change at a time: two commands arriving together (signed-out, logged-out-offline) must not overwrite each other.
  const changeMeta = (change: (m: OutboxMeta) => OutboxMeta): Promise<void> => {
    metaChanging += 1
    const run = metaChanges
      .then(async () => {
        const next = change(await readMeta())
        meta = Promise.resolve(next)
        await storage.writeMeta(next)
      })
      .finally(() => {
        metaChanging -= 1
      })
    metaChanges = run.catch(() => {})
    return run.then(emitCount)
  }
  const emitCount = async () => {
    if (!deps.onEvent) return
    const { currentUserId: userId } = await readMeta()
    const { pending, failed } = userId ? await storage.counts(userId) : { pending: 0, failed: 0 }
    emit({ type: 'count', userId, pending, failed })
  }

  const replayer = createReplayer({ ...deps, random, readMeta, changeMeta, emit, emitCount, sessionLock })
  let metaChanging = 0
  /** True while a replay or a change of who is signed in is under way: the cached meta is then the truth. */
  const running = () => replayer.running() || metaChanging > 0

  async function queue(record: NewPendingRecord): Promise<Response> {
    const stored = await storage.add(record)
    const view = entryView(stored.record, stored.held)
    emit({ type: 'queued', entry: view })
    await emitCount()
    replayer.noteQueued()
    const answer: QueuedAnswer = { status: true, queued: true, msg: QUEUED_MSG, data: null, entry: view }
    return new Response(JSON.stringify(answer), {
      status: 202,
      headers: { 'Content-Type': 'application/json', 'X-Outbox': 'queued' },
    })
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    if (queueableOp(request.method, url, apiBase) === null) return deps.fetch(request)
    const userId = request.headers.get(USER_HEADER) ?? (await readMeta()).currentUserId
    if (!userId) return deps.fetch(request)
    const bodyText = request.method === 'DELETE' ? '' : await request.clone().text()
    const write = classifyWrite(request.method, url, bodyText, userId, apiBase)
    if (write === null) return deps.fetch(request)
    const headers: Record<string, string> = {}
    for (const name of KEPT_HEADERS) {
      const value = request.headers.get(name)
      if (value !== null) headers[name] = value
    }
    // A key made here, before the first attempt, so a response lost after the server committed replays as a no-op.
    headers['Idempotency-Key'] = request.headers.get('Idempotency-Key') ?? newId()
    const now = clock.now()
    const record: NewPendingRecord = {
      id: newId(),
      userId,
      scope: write.scope,
      op: write.op,
      method: request.method.toUpperCase(),
      url: url.href,
      headers,
      body: bodyText === '' ? null : bodyText,
      createdAt: now,
      attempts: 0,
      nextAttemptAt: now,
      lastError: null,
    }
    return locks.run(`${userId}|${write.scope}`, async () => {
      // Behind writes already waiting for this document, or behind a sign-out that has not reached the server.
      if ((await storage.next(userId, write.scope)).head || (await readMeta()).logout) return queue(record)
      let response: Response
      try {
        response = await deps.fetch(requestOf({ ...record, seq: 0 }))
      } catch (error) {
        const lastError = error instanceof Error && error.message ? `Network: ${error.message}` : 'Network failure'
        return queue({ ...record, attempts: 1, nextAttemptAt: clock.now() + backoffDelay(1, random()), lastError })
      }
      if (!isTransientStatus(response.status)) {
        if (deps.onReachable && (await storage.counts(userId)).pending > 0) deps.onReachable()
        return response
      }
      const wait = retryAfterMs(response.headers.get('Retry-After'), clock.now()) ?? backoffDelay(1, random())
      await response.body?.cancel()
      return queue({ ...record, attempts: 1, nextAttemptAt: clock.now() + wait, lastError: `HTTP ${response.status}` })
    })
  }

  async function state(): Promise<OutboxState> {
    if (!running()) meta = null
    const { currentUserId: userId, pausedUserIds } = await readMeta()
    const everyone = await storage.pending()
    const mine = everyone.filter((r) => r.userId === userId)
    const failed = userId ? await storage.failed(userId) : []
    const heldScopes = new Set(failed.map((f) => f.scope))
    return {
      userId,
      paused: userId !== null && pausedUserIds.includes(userId),
      pending: mine.map((r) => entryView(r, heldScopes.has(r.scope))),
      failed: failed.map(failedView),
      otherUsersPending: everyone.length - mine.length,
    }
  }

  async function session(request: Request): Promise<Response> {
    const kind = sessionRequestKind(request.method, new URL(request.url), apiBase)
    if (kind === null) return deps.fetch(request)
    return sessionLock(async () => {
      if ((await readMeta()).logout) await sendPendingLogout({ ...deps, random, readMeta, changeMeta }, true)
      const stillPending = (await readMeta()).logout !== null
      if (stillPending && kind === 'asks') {
        return new Response(JSON.stringify({ status: false, msg: 'You have signed out' }), {
          status: 401,
          headers: { 'Content-Type': 'application/json', 'X-Outbox': 'signed-out' },
        })
      }
      const response = await deps.fetch(request)
      // A sign-in ends the session the browser had (the server drops it), so the sign-out is done.
      if (stillPending && kind === 'starts' && response.ok) await changeMeta((m) => ({ ...m, logout: null }))
      return response
    })
  }

  return {
    handle,
    replay(options) {
      // Read again what another version of the worker may have changed meanwhile (an update installs
      // a new worker while the old one still takes sign-ins and sign-outs).
      if (!running()) meta = null
      return replayer.replay(options)
    },
    state,
    setUser: (userId) => changeMeta((m) => ({ ...m, currentUserId: userId })),
    // A sign-in replaced the session a pending sign-out was for: sending it now would end the new one.
    signedIn: (userId) =>
      sessionLock(() =>
        changeMeta((m) => ({
          currentUserId: userId,
          pausedUserIds: m.pausedUserIds.filter((u) => u !== userId),
          logout: null,
        })),
      ),
    signedOut: () => changeMeta((m) => ({ ...m, currentUserId: null })),
    loggedOutOffline: (request) =>
      sessionLock(() =>
        changeMeta((m) => {
          const at = clock.now()
          const logout = {
            userId: m.currentUserId,
            ...request,
            createdAt: at,
            attempts: 0,
            nextAttemptAt: at,
            lastError: null,
          }
          return { ...m, currentUserId: null, logout }
        }),
      ),
    session,
    async retry(id) {
      const record = await storage.requeue(id, clock.now())
      if (!record) return false
      emit({ type: 'queued', entry: entryView(record, await storage.hasFailed(record.userId, record.scope)) })
      await emitCount()
      replayer.noteQueued()
      return true
    },
    async discard(id) {
      const gone = await storage.discard(id)
      if (gone) await emitCount()
      return gone !== undefined
    },
  }
}
