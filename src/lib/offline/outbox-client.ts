import {
  OUTBOX_CHANNEL,
  type OutboxBroadcast,
  type OutboxCommand,
  type OutboxEntryView,
  type OutboxState,
  type QueuedAnswer,
} from '../../shared/outbox-protocol'
import { isOnline, subscribeConnectivity } from './connectivity'

/** The state before the worker has answered (or when there is no worker, e.g. `npm run dev`). */
export const EMPTY_OUTBOX_STATE: OutboxState = {
  userId: null,
  paused: false,
  pending: [],
  failed: [],
  otherUsersPending: 0,
}

let state: OutboxState = EMPTY_OUTBOX_STATE
let channel: BroadcastChannel | null = null
const stateListeners = new Set<() => void>()
const eventListeners = new Set<(event: OutboxBroadcast) => void>()

function listen(): void {
  if (channel || typeof BroadcastChannel === 'undefined') return
  channel = new BroadcastChannel(OUTBOX_CHANNEL)
  channel.onmessage = (message: MessageEvent<OutboxBroadcast>) => {
    const event = message.data
    // The worker broadcasts its whole state after every change and on each page's request; one equal to the
    // last keeps the last snapshot, so nothing subscribed re-renders for it (issue 12: each re-rendered the
    // signed-in layout, about 20 ms at 1x CPU, a few seconds after every first load).
    if (event.type === 'state' && !sameOutboxState(state, event.state)) {
      state = event.state
      for (const listener of stateListeners) listener()
    }
    for (const listener of eventListeners) listener(event)
  }
}

/** True when two outbox states say the same (they arrive as plain structured clones of the worker's data). */
export function sameOutboxState(a: OutboxState, b: OutboxState): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b)
}

/** Posts a command to the service worker; false when no worker controls the page yet. */
export async function postToOutbox(command: OutboxCommand): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false
  const worker = navigator.serviceWorker.controller ?? (await navigator.serviceWorker.getRegistration())?.active ?? null
  worker?.postMessage(command)
  return worker !== null
}

/** Commands the UI gives the outbox. */
export const outboxCommands = {
  retry: (id: string) => postToOutbox({ type: 'retry', id }),
  discard: (id: string) => postToOutbox({ type: 'discard', id }),
  /** Try to send now (a "Sync now" button). */
  syncNow: () => postToOutbox({ type: 'online' }),
  refresh: () => postToOutbox({ type: 'get-state' }),
}

/** The last outbox state the worker broadcast (for useSyncExternalStore). */
export function getOutboxState(): OutboxState {
  return state
}

/** Calls `listener` whenever the outbox state changes; asks the worker for it on the first subscription. */
export function subscribeOutboxState(listener: () => void): () => void {
  listen()
  stateListeners.add(listener)
  if (stateListeners.size === 1) void outboxCommands.refresh()
  return () => stateListeners.delete(listener)
}

/** Calls `listener` with every outbox event: queued, sent, failed, drained (the "synced" toast), paused, count. */
export function subscribeOutboxEvents(listener: (event: OutboxBroadcast) => void): () => void {
  listen()
  eventListeners.add(listener)
  return () => eventListeners.delete(listener)
}

/** True for the worker's 202 answer to a write it kept for later. */
export function isQueuedAnswer(body: unknown): body is QueuedAnswer {
  return typeof body === 'object' && body !== null && (body as { queued?: unknown }).queued === true
}

/** How long ago a pending write was made, in ms. */
export const pendingAge = (entry: Pick<OutboxEntryView, 'createdAt'>, now: number = Date.now()) =>
  Math.max(0, now - entry.createdAt)

/** The pending writes of one document (`cart:<userId>`, `po:<poId>`). */
export const pendingOf = (s: OutboxState, scope: string) => s.pending.filter((e) => e.scope === scope)

/** Pending writes plus refused ones awaiting a decision: the number the header badge shows. */
export const outboxBadgeCount = (s: OutboxState) => s.pending.length + s.failed.length

/**
 * Tells the worker when the network is back (the browser's online event, or the server answering
 * again after calls got no answer) or a page becomes visible, so it replays at once, whatever the backoff.
 */
export function watchConnectivity(): () => void {
  const online = () => void postToOutbox({ type: 'online' })
  const visible = () => {
    if (document.visibilityState === 'visible') void postToOutbox({ type: 'visible' })
  }
  let wasOnline = isOnline()
  const stopWatching = subscribeConnectivity(() => {
    const now = isOnline()
    if (now && !wasOnline) online()
    wasOnline = now
  })
  window.addEventListener('online', online)
  document.addEventListener('visibilitychange', visible)
  return () => {
    stopWatching()
    window.removeEventListener('online', online)
    document.removeEventListener('visibilitychange', visible)
  }
}
