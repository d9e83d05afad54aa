import { backoffDelay } from './backoff'
import { networkOutcome, type Outcome, responseOutcome } from './classify-response'
import { entryView, failedView, requestOf } from './entry-view'
import type { OutboxDeps, OutboxEvent } from './outbox'
import type { OutboxMeta, PendingRecord } from './storage'

/** What one replay did, and when the next write falls due (null: nothing to wait for). */
export interface ReplayResult {
  sent: number
  retried: number
  failed: number
  /** Writes of the signed-in user still pending (held and waiting ones included). */
  pending: number
  paused: boolean
  nextAttemptAt: number | null
}

interface ReplayDeps extends OutboxDeps {
  random: () => number
  readMeta: () => Promise<OutboxMeta>
  changeMeta: (change: (m: OutboxMeta) => OutboxMeta) => Promise<void>
  emit: (event: OutboxEvent) => void
  emitCount: () => Promise<void>
}

interface Tally {
  sent: number
  retried: number
  failed: number
}

const DEFAULT_CONCURRENCY = 4

/** The replay loop: FIFO per (user, document), documents side by side, single-flight. */
export function createReplayer(deps: ReplayDeps) {
  const { storage, clock } = deps
  const concurrency = Math.max(1, deps.concurrency ?? DEFAULT_CONCURRENCY)
  let running: Promise<ReplayResult> | null = null
  let again = false
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

  /** Sends one document's writes in order until it is empty, waiting (backoff), held or paused. */
  async function drain(userId: string, scope: string, tally: Tally): Promise<void> {
    for (;;) {
      // A refused write holds the rest of its document until the user retries or discards it.
      if (await storage.hasFailed(userId, scope)) return
      // Only this loop removes a document's writes and only at its own refusal does one fail, so the
      // queue read here stays true while it is worked through; writes added meanwhile come next round.
      const queue = await storage.pendingOf(userId, scope)
      if (queue.length === 0) return
      for (const record of queue) {
        if (!(await sendingFor(userId)) || record.nextAttemptAt > clock.now()) return
        if (!(await send(userId, record, tally))) return
      }
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

  async function pass(tally: Tally): Promise<void> {
    const { currentUserId: userId } = await deps.readMeta()
    if (!userId || !(await sendingFor(userId))) return
    const scopes = [...new Set((await storage.pending(userId)).map((r) => r.scope))]
    let next = 0
    const worker = async () => {
      while (next < scopes.length) {
        const scope = scopes[next] as string
        next += 1
        await drain(userId, scope, tally)
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, scopes.length) }, worker))
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

  async function run(): Promise<ReplayResult> {
    const tally: Tally = { sent: 0, retried: 0, failed: 0 }
    do {
      again = false
      await pass(tally)
    } while (again)
    // Counting is a scan of the user's entries: once per replay, not once per write sent.
    if (tally.sent + tally.failed > 0) await deps.emitCount()
    const { currentUserId: userId, pausedUserIds } = await deps.readMeta()
    const paused = userId !== null && pausedUserIds.includes(userId)
    const pending = userId ? (await storage.counts(userId)).pending : 0
    const sent = userId ? (sentSinceDrain.get(userId) ?? 0) : 0
    if (userId && pending === 0 && sent > 0) {
      deps.emit({ type: 'drained', userId, sent })
      sentSinceDrain.delete(userId)
    }
    const nextAttemptAt = userId && !paused && pending > 0 ? await nextDue(userId) : null
    return { ...tally, pending, paused, nextAttemptAt }
  }

  return {
    /** Runs a replay, or joins the one running (which then makes one more pass). */
    replay(): Promise<ReplayResult> {
      if (running) {
        again = true
        return running
      }
      running = run().finally(() => {
        running = null
      })
      return running
    },
    /** A write was queued: a running replay takes one more pass so it is not left behind. */
    noteQueued(): void {
      if (running) again = true
    },
  }
}
