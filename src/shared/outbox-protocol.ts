/**
 * What the page and the service worker's outbox say to each other (DESIGN.md section 7). Types and
 * constants only, so the page imports it without pulling the worker's code (or Dexie) in.
 */

/** The writes the outbox can keep while offline, by endpoint name. */
export const OUTBOX_OPS = [
  'add-to-cart',
  'update-cart-item',
  'delete-cart-item',
  'create-order',
  'add-po',
  'update-po',
  'update-po-status',
  'record-po-delivery',
  'decide-approval',
] as const
export type OutboxOp = (typeof OUTBOX_OPS)[number]

/** Header the page adds to writes naming the signed-in user, so the worker files them under that user; the server ignores it. */
export const USER_HEADER = 'X-User-Id'

/** BroadcastChannel on which the worker announces outbox state and events to every page of the origin. */
export const OUTBOX_CHANNEL = 'procurement-outbox'

/** Background Sync tag the worker registers while entries are pending. */
export const OUTBOX_SYNC_TAG = 'outbox-replay'

/** The document a cart write belongs to: one cart per user (lines and checkout). */
export const cartScope = (userId: string) => `cart:${userId}`

/** The document a purchase-order write belongs to. */
export const poScope = (poId: string) => `po:${poId}`

/** The document an approval decision belongs to: the approval, so one decision waits for the one before. */
export const approvalScope = (approvalId: string) => `approval:${approvalId}`

/** A pending write as pages see it. */
export interface OutboxEntryView {
  /** Stable id of the entry: what `retry` and `discard` name. */
  id: string
  /** Position in the outbox: lower was made first. */
  seq: number
  op: OutboxOp
  /** `cart:<userId>`, `po:<poId>` or `approval:<approvalId>`: writes to one document are sent in order, one at a time. */
  scope: string
  method: string
  url: string
  /** The JSON body as sent, or for a DELETE the query parameters (`{ CartID }`). */
  payload: unknown
  /** When the user made the change (ms since the epoch). */
  createdAt: number
  attempts: number
  /** Not sent before this time (ms since the epoch). */
  nextAttemptAt: number
  /** Why the last attempt did not go through (network, 503 ...), null before the first. */
  lastError: string | null
  /** Waiting because an earlier change of the same document was refused: Retry or Discard it first. */
  held: boolean
}

/** A write the server refused (400/403/404/409/422): kept until the user retries or discards it. */
export interface OutboxFailedView extends OutboxEntryView {
  failedAt: number
  /** HTTP status of the refusal. */
  status: number
  /** The server's message, to show as is. */
  msg: string
  errors?: Record<string, string[]>
}

/** The outbox of the signed-in user. */
export interface OutboxState {
  /** The user the worker sends for; null while signed out. */
  userId: string | null
  /** True after a 401: nothing is sent until this user signs in again. */
  paused: boolean
  /** Oldest first. */
  pending: OutboxEntryView[]
  failed: OutboxFailedView[]
  /** Writes other users of this device left; never sent for this user, never shown. */
  otherUsersPending: number
}

/** Body of the 202 the worker answers a write it kept: `status` true so the page treats it as accepted. */
export interface QueuedAnswer {
  status: true
  queued: true
  msg: string
  data: null
  entry: OutboxEntryView
}

/** Messages a page posts to the worker (`navigator.serviceWorker.controller.postMessage`). */
export type OutboxCommand =
  /** The network is back: try now. */
  | { type: 'online' }
  /** A page became visible: try now. */
  | { type: 'visible' }
  /** The page's user at start-up: the worker sends for them, but a 401 pause stays until a real sign-in. */
  | { type: 'user'; userId: string }
  /** A sign-in just succeeded: sends for this user and lifts their 401 pause. */
  | { type: 'signed-in'; userId: string }
  /** Signed out: nothing is sent until someone signs in; entries stay for their user. */
  | { type: 'signed-out' }
  /**
   * Signed out while the server could not be reached: the worker sends this sign-out request (GET,
   * with the browser's cookie) before anything else once it can, and until then answers "who is
   * signed in" with 401. Entries stay for their user.
   */
  | { type: 'logged-out-offline'; url: string; headers: Record<string, string> }
  /** Puts a failed write back in its place in its document's queue. */
  | { type: 'retry'; id: string }
  /** Drops a failed write for good. */
  | { type: 'discard'; id: string }
  /** Asks for a `state` broadcast. */
  | { type: 'get-state' }

/** What the worker broadcasts on OUTBOX_CHANNEL. */
export type OutboxBroadcast =
  | { type: 'state'; state: OutboxState }
  | { type: 'queued'; entry: OutboxEntryView }
  | { type: 'sent'; entry: OutboxEntryView; status: number }
  | { type: 'failed'; entry: OutboxFailedView }
  /** Every pending write of the user went through (after at least one was sent). */
  | { type: 'drained'; userId: string; sent: number }
  | { type: 'paused'; userId: string }
  /** The number of pending or failed writes of the signed-in user changed. */
  | { type: 'count'; userId: string | null; pending: number; failed: number }
