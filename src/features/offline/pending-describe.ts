import { clock24 } from '../../lib/date-text'
import { documentLabel } from '../../shared/document-label'
import type { OutboxEntryView, OutboxState } from '../../shared/outbox-protocol'
import { plural } from '../../shared/plural'

/** Names the page knows from its cache, so an entry reads 'Add 3 × Steel bolt M8 to cart'. */
export interface PendingNames {
  /** A product's name by id (catalogue or product cache). */
  product?: (productId: number) => string | undefined
  /** A cart line's product name by CartID (the cart cache). */
  cartLine?: (cartId: string) => string | undefined
  /** A PO's number by id (PO detail or list cache). */
  poNumber?: (poId: string) => string | undefined
  /** An approval's document in words ('PO-2026-0007', 'Product Steel bolt') by approval id (pending approvals cache). */
  approval?: (approvalId: string) => string | undefined
}

const DECISION_VERBS: Record<string, string> = { approve: 'Approve', reject: 'Reject', 'send-back': 'Send back' }

const record = (payload: unknown): Record<string, unknown> =>
  typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>) : {}
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)
const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined)

const STATUS_VERBS: Record<string, string> = {
  'Pending Approval': 'Submit {po} for approval',
  Approved: 'Approve {po}',
  Rejected: 'Reject {po}',
  Issued: 'Issue {po}',
  Cancelled: 'Cancel {po}',
  Closed: 'Close {po}',
  'Fully Delivered': 'Mark {po} as fully delivered',
}

/**
 * The names, plus the PO numbers typed into writes still on this device: a PO made offline is in no
 * cache yet, so "Submit PO 4711" comes from the number typed when it was made (newest write wins).
 */
export function withTypedNumbers(
  names: PendingNames,
  entries: readonly Pick<OutboxEntryView, 'op' | 'payload' | 'seq'>[],
): PendingNames {
  const typed = new Map<string, string>()
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (entry.op !== 'add-po' && entry.op !== 'update-po') continue
    const p = record(entry.payload)
    const poId = text(p.poId)?.toLowerCase()
    const number = text(p.poNumber)?.trim()
    if (poId && number) typed.set(poId, number)
  }
  return { ...names, poNumber: (poId) => typed.get(poId) ?? names.poNumber?.(poId) }
}

/** What a pending or refused write does, in the user's words. */
export function describeEntry(entry: Pick<OutboxEntryView, 'op' | 'payload'>, names: PendingNames = {}): string {
  const p = record(entry.payload)
  const poId = text(p.poId)?.toLowerCase()
  const po = text(p.poNumber) ?? (poId ? names.poNumber?.(poId) : undefined)
  // 'PO 4711', or the number alone when it says PO already ('PO-2026-0007', not 'PO PO-2026-0007').
  const poLabel = po ? documentLabel('PO', po) : 'PO (new purchase order)'
  switch (entry.op) {
    case 'add-to-cart': {
      const id = num(p.ProductID)
      const name = (id !== undefined ? names.product?.(id) : undefined) ?? `product ${id ?? '?'}`
      return `Add ${num(p.Quantity) ?? '?'} × ${name} to cart`
    }
    case 'update-cart-item': {
      const name = names.cartLine?.(String(p.CartID ?? '').toLowerCase()) ?? 'a cart line'
      return `Change ${name} to ${num(p.Quantity) ?? '?'} in cart`
    }
    case 'delete-cart-item': {
      const name = names.cartLine?.(String(p.CartID ?? '').toLowerCase()) ?? 'a line'
      return `Remove ${name} from cart`
    }
    case 'create-order':
      return 'Place order from cart (checkout)'
    case 'add-po':
      return po ? `Create ${poLabel}` : 'Create a new PO (numbered when sent)'
    case 'update-po':
      return `Edit ${poLabel}`
    case 'update-po-status': {
      const status = text(p.status) ?? ''
      return (STATUS_VERBS[status] ?? `Move {po} to ${status}`).replace('{po}', poLabel)
    }
    case 'record-po-delivery':
      return `Record a delivery on ${poLabel}`
    case 'decide-approval': {
      const approvalId = text(p.approvalId)?.toLowerCase()
      const document = (approvalId ? names.approval?.(approvalId) : undefined) ?? 'a pending approval'
      return `${DECISION_VERBS[text(p.decision) ?? ''] ?? 'Decide'} ${document}`
    }
    default:
      return 'Change'
  }
}

/** '4 min ago' style age of a time, from `now`. */
export function agoLabel(at: number, now: number): string {
  const seconds = Math.max(0, Math.round((now - at) / 1000))
  if (seconds < 45) return 'just now'
  const minutes = Math.round(seconds / 60)
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.round(minutes / 60)
  if (hours < 24) return `${hours} h ago`
  const days = Math.round(hours / 24)
  return `${plural(days, 'day', 'days')} ago`
}

/** "10:42": a time of day on the device's clock. */
export function clockTime(at: number): string {
  const date = new Date(at)
  return clock24(date.getHours(), date.getMinutes())
}

/** "in 40 s", "in 3 min". */
function waitLabel(ms: number): string {
  const seconds = Math.ceil(ms / 1000)
  return seconds < 60 ? `in ${seconds} s` : `in ${Math.round(seconds / 60)} min`
}

/** 'queued 4 min ago · 7 attempts · next try at 10:42 (in 40 s)' for a pending entry. */
export function entryStatusLine(
  entry: Pick<OutboxEntryView, 'createdAt' | 'attempts' | 'nextAttemptAt' | 'held' | 'lastError'>,
  now: number,
  paused = false,
): string {
  const parts = [`queued ${agoLabel(entry.createdAt, now)}`]
  if (entry.attempts > 0) parts.push(plural(entry.attempts, 'attempt', 'attempts'))
  if (paused) parts.push('waiting for you to sign in again')
  else if (entry.held) parts.push('waiting for a refused change above')
  else if (entry.attempts > 0) {
    const wait = entry.nextAttemptAt - now
    parts.push(wait > 0 ? `next try at ${clockTime(entry.nextAttemptAt)} (${waitLabel(wait)})` : 'trying now')
  }
  return parts.join(' · ')
}

/** Why the last attempt did not go through, in words ('Network: Failed to fetch' is how the worker records it). */
export function attemptProblem(lastError: string): string {
  if (/^network\b/i.test(lastError)) return 'Could not reach the server.'
  const status = Number(/^HTTP (\d{3})$/.exec(lastError)?.[1] ?? Number.NaN)
  if (status === 429) return 'The server was too busy to take it.'
  if (status === 408) return 'The server took too long to answer.'
  if (Number.isFinite(status)) return `The server could not take it just then (error ${status}).`
  const said = lastError.trim().replace(/[.!]?$/, '.')
  return `The server could not take it just then: ${said}`
}

/**
 * 'Could not reach the server. It will try again at 10:42.' for a pending entry that was tried;
 * null before the first attempt, and while it waits for something else than the network.
 */
export function lastAttemptLine(
  entry: Pick<OutboxEntryView, 'attempts' | 'nextAttemptAt' | 'held' | 'lastError'>,
  now: number,
  paused = false,
): string | null {
  if (!entry.lastError || entry.attempts === 0) return null
  const problem = attemptProblem(entry.lastError)
  if (paused || entry.held) return problem
  const next =
    entry.nextAttemptAt > now ? `It will try again at ${clockTime(entry.nextAttemptAt)}.` : 'Trying again now.'
  return `${problem} ${next}`
}

/** What the header badge shows: hidden at 0, red when a change was refused. */
export interface PendingBadge {
  count: number
  tone: 'hidden' | 'pending' | 'failed'
  /** Accessible name of the badge button. */
  label: string
}

/** The header badge for an outbox state. */
export function pendingBadge(state: Pick<OutboxState, 'pending' | 'failed'>): PendingBadge {
  const pending = state.pending.length
  const failed = state.failed.length
  const count = pending + failed
  if (count === 0) return { count, tone: 'hidden', label: 'No changes waiting' }
  const parts: string[] = []
  if (pending > 0) parts.push(`${plural(pending, 'change', 'changes')} waiting to sync`)
  if (failed > 0) parts.push(`${failed} refused`)
  return { count, tone: failed > 0 ? 'failed' : 'pending', label: parts.join(', ') }
}

/** The toast after the queue drained. */
export const syncedMessage = (sent: number) =>
  sent === 1 ? 'Your offline change has been synced' : `Your ${sent} offline changes have been synced`

/** The logout warning while changes wait; they stay on this device for this user (outbox `signed-out`). */
export const logoutWarning = (count: number) =>
  `You have ${plural(count, 'change', 'changes')} waiting to be sent. If you log out now ${
    count === 1 ? 'it is' : 'they are'
  } kept on this device and sent when you sign in again here; nobody else who signs in on this device can send or see ${
    count === 1 ? 'it' : 'them'
  }.`
