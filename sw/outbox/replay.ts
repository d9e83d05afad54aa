import { forEachAtMost } from '../at-most'
import { backoffDelay } from './backoff'
import { networkOutcome, type Outcome, responseOutcome } from './classify-response'
import { entryView, failedView, requestOf } from './entry-view'
import type { OutboxDeps, OutboxEvent } from './outbox'
import { sendPendingLogout } from './pending-logout'
import type { OutboxMeta, PendingRecord } from './storage'

/** What one replay did, and when the next write falls due (null: nothing to wait for). */
export interface ReplayResult {
  sent: number
  retried: number
  failed: number
  /** Writes of the signed-in user still pending (held and waiting ones included). */
  pending: number
  paused: boolean
  /** A sign-out made offline still has to reach the server; no write goes before it. */
  logoutPending: boolean
  nextAttemptAt: number | null
}

/** How a replay is asked for. */
export interface ReplayOptions {
  /**
   * The network is believed back (the online event, a request that got through, "Sync now"): every
   * document's next write is tried now, whatever its backoff.
   */
  now?: boolean
}

interface ReplayDeps extends OutboxDeps {
  random: () => number
  readMeta: () => Promise<OutboxMeta>
  changeMeta: (change: (m: OutboxMeta) => OutboxMeta) => Promise<void>
  emit: (event: OutboxEvent) => void
  emitCount: () => Promise<void>
  /** Serialises the pending sign-out with the sign-in requests the worker lets through. */
  sessionLock: <T>(task: () => Promise<T>) => Promise<T>
}

interface Tally {
  sent: number
  retried: number
  failed: number
  /** Documents left alone in this pass because their next write is still in its backoff. */
  waiting: number
}

/** A document's place in line: its first write waits for the first write of the document before it. */
interface Turn {
  wait: Promise<void>
  done: () => void
}

/** Turns in the order of `count` documents, each waiting for the one before. */
function turnsFor(count: number): Turn[] {
  let previous: Promise<void> = Promise.resolve()
  return Array.from({ length: count }, () => {
    let done = () => {}
    const mine = new Promise<void>((resolve) => {
      done = resolve
    })
    const turn = { wait: previous, done }
    previous = mine
    return turn
  })
}

const DEFAULT_CONCURRENCY = 4

/** The replay loop: FIFO per (user, document), documents side by side, single-flight. */
export function createReplayer(deps: ReplayDeps) {
  const { storage, clock } = deps
  const concurrency = Math.max(1, deps.concurrency ?? DEFAULT_CONCURRENCY)
  let running: Promise<ReplayResult> | null = null
  let again = false
  /** A replay asked with `now` joined the one running: its next pass ignores the backoff. */
  let nowAgain = false
  /** Writes sent per user since their outbox last emptied: the number the 'synced' toast gives. */
  const sentSinceDrain = new Map<string, number>()

  const sendingFor = async (userId: string) => {
    const m = await deps.readMeta()
    return m.currentUserId === userId && !m.pausedUserIds.includes(userId)
  }

  async function attempt(record: PendingRecord): Promise<Outcome> {
    let response: Response
    try {
      response = await deps.fetch(requestOf(record))
    } catch (error) {
      return networkOutcome(error)
    }
    const text = await response.text().catch(() => '')
    let body: unknown = null
    try {
      body = text === '' ? null : JSON.parse(text)
    } catch {
      body = null
    }
    return responseOutcome(response.status, response.headers.get('Retry-After'), body, clock.now())
  }

  /**
   * Sends one document's writes in order until it is empty, waiting (backoff), held or paused. Its
   * first write waits for its turn: documents start in the order their oldest write was made, so
   * POs made offline reach the server, and get their numbers, in the order they were made.
   */
  async function drain(userId: string, scope: string, tally: Tally, now: boolean, turn: Turn): Promise<void> {
    let first = true
    const passTurn = () => {
      if (!first) return
      first = false
      turn.done()
    }
    try {
      for (;;) {
        // A refused write holds the rest of its document until the user retries or discards it.
        if (await storage.hasFailed(userId, scope)) return
        // Only this loop removes a document's writes and only at its own refusal does one fail, so the
        // queue read here stays true while it is worked through; writes added meanwhile come next round.
        const queue = await storage.pendingOf(userId, scope)
        if (queue.length === 0) return
        for (const record of queue) {
          if (!(await sendingFor(userId))) return
          if (!now && record.nextAttemptAt > clock.now()) {
            tally.waiting += 1
            return
          }
          if (first) await turn.wait
          const next = await send(userId, record, tally)
          passTurn()
          if (!next) return
        }
      }
    } finally {
      // A document that sends nothing does not keep the ones after it waiting.
      passTurn()
    }
  }

  /** Sends one write and records the outcome; true when the document can go on to its next write. */
  async function send(userId: string, record: PendingRecord, tally: Tally): Promise<boolean> {
    const outcome = await attempt(record)
    if (outcome.kind === 'sent') {
      await storage.remove(record.seq)
      tally.sent += 1
      sentSinceDrain.set(userId, (sentSinceDrain.get(userId) ?? 0) + 1)
      deps.emit({ type: 'sent', entry: entryView(record, false), status: outcome.status })
      return true
    }
    if (outcome.kind === 'retry') {
      const attempts = record.attempts + 1
      const wait = outcome.retryAfterMs ?? backoffDelay(attempts, deps.random())
      await storage.update(record.seq, { attempts, nextAttemptAt: clock.now() + wait, lastError: outcome.reason })
      tally.retried += 1
      return false
    }
    if (outcome.kind === 'pause') {
      await deps.changeMeta((m) => ({
        ...m,
        pausedUserIds: m.pausedUserIds.includes(userId) ? m.pausedUserIds : [...m.pausedUserIds, userId],
      }))
      deps.emit({ type: 'paused', userId })
      return false
    }
    const refusal = { failedAt: clock.now(), status: outcome.status, msg: outcome.msg }
    const failed = await storage.fail(record.seq, outcome.errors ? { ...refusal, errors: outcome.errors } : refusal)
    tally.failed += 1
    if (failed) deps.emit({ type: 'failed', entry: failedView(failed) })
    return false
  }

  async function pass(tally: Tally, now: boolean): Promise<void> {
    const { currentUserId: userId } = await deps.readMeta()
    if (!userId || !(await sendingFor(userId))) return
    // Oldest first, so the documents come in the order their oldest pending write was made.
    const scopes = [...new Set((await storage.pending(userId)).map((r) => r.scope))]
    const turns = turnsFor(scopes.length)
    await forEachAtMost(scopes, concurrency, (scope, index) => drain(userId, scope, tally, now, turns[index] as Turn))
  }

  /** When the next write of the signed-in user falls due: the earliest head of a document that is not held. */
  async function nextDue(userId: string): Promise<number | null> {
    const heads = new Map<string, PendingRecord>()
    for (const record of await storage.pending(userId)) if (!heads.has(record.scope)) heads.set(record.scope, record)
    let due: number | null = null
    for (const [scope, head] of heads) {
      if (await storage.hasFailed(userId, scope)) continue
      due = due === null ? head.nextAttemptAt : Math.min(due, head.nextAttemptAt)
    }
    return due
  }

  async function run(asked: ReplayOptions): Promise<ReplayResult> {
    const tally: Tally = { sent: 0, retried: 0, failed: 0, waiting: 0 }
    let now = asked.now === true
    let logoutPending = false
    do {
      again = false
      const passNow = now || nowAgain
      nowAgain = false
      // A sign-out made offline reaches the server before any write is sent.
      const logout = await deps.sessionLock(() => sendPendingLogout(deps, passNow))
      logoutPending = logout === 'waiting'
      if (logoutPending) {
        // Still unreachable; a replay asked `now` meanwhile tries once more.
        if (!nowAgain) break
        again = true
        continue
      }
      const sentBefore = tally.sent
      tally.waiting = 0
      await pass(tally, passNow)
      // A write just went through, so the network is back: the documents still in their backoff go now too.
      if (!passNow && tally.sent > sentBefore && tally.waiting > 0) {
        now = true
        again = true
      }
    } while (again)
    // Counting is a scan of the user's entries: once per replay, not once per write sent.
    if (tally.sent + tally.failed > 0) await deps.emitCount()
    const { currentUserId: userId, pausedUserIds, logout } = await deps.readMeta()
    const paused = userId !== null && pausedUserIds.includes(userId)
    const pending = userId ? (await storage.counts(userId)).pending : 0
    const sent = userId ? (sentSinceDrain.get(userId) ?? 0) : 0
    if (userId && pending === 0 && sent > 0) {
      deps.emit({ type: 'drained', userId, sent })
      sentSinceDrain.delete(userId)
    }
    let nextAttemptAt = userId && !paused && pending > 0 && !logoutPending ? await nextDue(userId) : null
    if (logoutPending && logout) nextAttemptAt = logout.nextAttemptAt
    const { waiting: _waiting, ...counts } = tally
    return { ...counts, pending, paused, logoutPending, nextAttemptAt }
  }

  const exclusive = deps.exclusive ?? ((task) => task())

  return {
    /** Runs a replay, or joins the one running (which then makes one more pass, ignoring the backoff if asked `now`). */
    replay(options: ReplayOptions = {}): Promise<ReplayResult> {
      if (running) {
        again = true
        if (options.now) nowAgain = true
        return running
      }
      running = exclusive(() => run(options)).finally(() => {
        running = null
      })
      return running
    },
    /** True while a replay runs. */
    running: () => running !== null,
    /** A write was queued: a running replay takes one more pass so it is not left behind. */
    noteQueued(): void {
      if (running) again = true
    },
  }
}
