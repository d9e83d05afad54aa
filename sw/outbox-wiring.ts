import { registerRoute } from 'workbox-routing'
import {
  OUTBOX_CHANNEL,
  OUTBOX_SYNC_TAG,
  type OutboxBroadcast,
  type OutboxCommand,
} from '../src/shared/outbox-protocol'
import { queueableOp } from './outbox/classify-request'
import { commandOf, runCommand } from './outbox/commands'
import { openOutboxStorage } from './outbox/dexie-storage'
import { createOutbox, type OutboxEvent, type ReplayOptions, type ReplayResult } from './outbox/outbox'
import { sessionRequestKind } from './outbox/session-requests'

/** Background Sync, which lib.webworker does not declare yet (Chromium has it; others do without). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}
declare const self: ServiceWorkerGlobalScope & {
  registration: ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
}

const API_BASE = '/api'
/** The Web Lock every version of this worker takes to replay, so an old and a new one never replay side by side. */
const REPLAY_LOCK = 'procurement-outbox-replay'
/** A state broadcast waits this long for more changes, so a replay of 1,000 writes does not send 1,000 states. */
const STATE_THROTTLE_MS = 250

/** Wires the outbox into the worker: write routes, replay triggers and broadcasts to pages (DESIGN.md section 7). */
export function registerOutbox(): void {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL)
  const post = (message: OutboxBroadcast) => channel.postMessage(message)
  let stateTimer: ReturnType<typeof setTimeout> | undefined
  let wakeTimer: ReturnType<typeof setTimeout> | undefined
  let wakeAt = Number.POSITIVE_INFINITY

  const outbox = createOutbox({
    storage: openOutboxStorage(),
    fetch: (request) => fetch(request),
    clock: Date,
    apiBase: API_BASE,
    exclusive: (task) => (self.navigator.locks ? self.navigator.locks.request(REPLAY_LOCK, task) : task()),
    onReachable: () => void replay({ now: true }),
    onEvent: (event: OutboxEvent) => {
      post(event)
      if (event.type === 'queued') {
        registerSync()
        wake(event.entry.nextAttemptAt)
      }
      announceState()
    },
  })

  const broadcastState = async () => post({ type: 'state', state: await outbox.state() })
  function announceState(): void {
    if (stateTimer !== undefined) return
    stateTimer = setTimeout(() => {
      stateTimer = undefined
      void broadcastState()
    }, STATE_THROTTLE_MS)
  }
  function registerSync(): void {
    self.registration.sync?.register(OUTBOX_SYNC_TAG).catch(() => {})
  }
  /** Replays at `at` (ms since the epoch); keeps only the earliest wake-up. Only runs while the browser keeps the worker alive. */
  function wake(at: number | null): void {
    if (at === null || at >= wakeAt) return
    clearTimeout(wakeTimer)
    wakeAt = at
    wakeTimer = setTimeout(
      () => {
        wakeTimer = undefined
        wakeAt = Number.POSITIVE_INFINITY
        void replay()
      },
      Math.max(0, at - Date.now()),
    )
  }
  /** After a replay: wake for the next due write, ask for Background Sync, and show pages the new attempt counts. */
  function scheduleAfter(result: ReplayResult): void {
    wake(result.nextAttemptAt)
    if ((result.pending > 0 && !result.paused) || result.logoutPending) registerSync()
    if (result.retried > 0) announceState()
  }
  async function replay(options: ReplayOptions = {}) {
    const result = await outbox.replay(options)
    scheduleAfter(result)
    return result
  }

  async function run(command: OutboxCommand): Promise<void> {
    const result = await runCommand(outbox, command)
    if (result) scheduleAfter(result)
    await broadcastState()
  }

  const isWrite = ({ url, request }: { url: URL; request: Request }) =>
    url.origin === self.location.origin && queueableOp(request.method, url, API_BASE) !== null
  registerRoute(isWrite, ({ request }) => outbox.handle(request), 'POST')
  registerRoute(isWrite, ({ request }) => outbox.handle(request), 'DELETE')
  // Sign-ins and "who is signed in" wait for a sign-out made offline to reach the server first.
  const isSession = ({ url, request }: { url: URL; request: Request }) =>
    url.origin === self.location.origin && sessionRequestKind(request.method, url, API_BASE) !== null
  registerRoute(isSession, ({ request }) => outbox.session(request), 'POST')
  registerRoute(isSession, ({ request }) => outbox.session(request), 'GET')

  self.addEventListener('message', (event) => {
    const command = commandOf(event.data)
    if (command) event.waitUntil(run(command))
  })
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag !== OUTBOX_SYNC_TAG) return
    // Not `now`: Chromium fires a sync as soon as it is registered while it believes it is online
    // (a dead server or a cut proxy included), so skipping the backoff here would retry in a loop.
    // The pages say when the network is really back ('online'). Rejecting asks the browser to fire
    // the sync again later, with its own backoff.
    sync.waitUntil(
      replay().then((result) => {
        if (result.logoutPending || (result.retried > 0 && result.pending > 0 && !result.paused)) {
          throw new Error('outbox: writes still waiting')
        }
      }),
    )
  })
  // The browser starts the worker for a page load, a fetch, a message or a sync: each start replays what is due.
  void replay()
}
