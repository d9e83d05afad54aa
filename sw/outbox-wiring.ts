import { registerRoute } from 'workbox-routing'
import {
  OUTBOX_CHANNEL,
  OUTBOX_SYNC_TAG,
  type OutboxBroadcast,
  type OutboxCommand,
} from '../src/shared/outbox-protocol'
import { queueableOp } from './outbox/classify-request'
import { openOutboxStorage } from './outbox/dexie-storage'
import { createOutbox, type OutboxEvent } from './outbox/outbox'

/** Background Sync, which lib.webworker does not declare yet (Chromium has it; others do without). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string
}
declare const self: ServiceWorkerGlobalScope & {
  registration: ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
}

const API_BASE = '/api'
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
  async function replay() {
    const result = await outbox.replay()
    wake(result.nextAttemptAt)
    if (result.pending > 0 && !result.paused) registerSync()
    return result
  }

  async function run(command: OutboxCommand): Promise<void> {
    if (command.type === 'user') await outbox.setUser(command.userId)
    else if (command.type === 'signed-in') await outbox.signedIn(command.userId)
    else if (command.type === 'signed-out') await outbox.signedOut()
    else if (command.type === 'retry') await outbox.retry(command.id)
    else if (command.type === 'discard') await outbox.discard(command.id)
    if (command.type !== 'signed-out' && command.type !== 'get-state') await replay()
    await broadcastState()
  }

  const isWrite = ({ url, request }: { url: URL; request: Request }) =>
    url.origin === self.location.origin && queueableOp(request.method, url, API_BASE) !== null
  registerRoute(isWrite, ({ request }) => outbox.handle(request), 'POST')
  registerRoute(isWrite, ({ request }) => outbox.handle(request), 'DELETE')

  self.addEventListener('message', (event) => {
    const command = commandOf(event.data)
    if (command) event.waitUntil(run(command))
  })
  self.addEventListener('sync', (event) => {
    const sync = event as SyncEvent
    if (sync.tag !== OUTBOX_SYNC_TAG) return
    // Rejecting asks the browser to fire the sync again later, with its own backoff.
    sync.waitUntil(
      replay().then((result) => {
        if (result.retried > 0 && result.pending > 0 && !result.paused) throw new Error('outbox: writes still waiting')
      }),
    )
  })
  // The browser starts the worker for a page load, a fetch, a message or a sync: each start replays what is due.
  void replay()
}

const COMMANDS: ReadonlySet<string> = new Set([
  'online',
  'visible',
  'user',
  'signed-in',
  'signed-out',
  'retry',
  'discard',
  'get-state',
])

/** A page's message as an outbox command, or null when it is something else (e.g. SKIP_WAITING). */
function commandOf(data: unknown): OutboxCommand | null {
  if (typeof data !== 'object' || data === null) return null
  const message = data as Record<string, unknown>
  if (typeof message.type !== 'string' || !COMMANDS.has(message.type)) return null
  if ((message.type === 'user' || message.type === 'signed-in') && typeof message.userId !== 'string') return null
  if ((message.type === 'retry' || message.type === 'discard') && typeof message.id !== 'string') return null
  return message as OutboxCommand
}
