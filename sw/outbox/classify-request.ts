import { approvalScope, cartScope, OUTBOX_OPS, type OutboxOp, poScope } from '../../src/shared/outbox-protocol'

/** A write the outbox may keep: which endpoint, which document it changes and what it says. */
export interface QueueableWrite {
  op: OutboxOp
  /** `cart:<userId>`, `po:<poId>` or `approval:<approvalId>` (DESIGN.md section 7). */
  scope: string
  payload: unknown
}

/** The method each queueable endpoint is called with (server/modules/{cart,orders,purchase-orders,approvals}/routes.ts). */
const METHOD_OF: Record<OutboxOp, 'POST' | 'DELETE'> = {
  'add-to-cart': 'POST',
  'update-cart-item': 'POST',
  'delete-cart-item': 'DELETE',
  'create-order': 'POST',
  'add-po': 'POST',
  'update-po': 'POST',
  'update-po-status': 'POST',
  'record-po-delivery': 'POST',
  'decide-approval': 'POST',
}

const CART_OPS: ReadonlySet<OutboxOp> = new Set(['add-to-cart', 'update-cart-item', 'delete-cart-item', 'create-order'])

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The outbox operation a request is, by method and path under the API base; null when it is not one. */
export function queueableOp(method: string, url: URL, apiBase = '/api'): OutboxOp | null {
  const prefix = `${apiBase.replace(/\/+$/, '')}/`
  if (!url.pathname.startsWith(prefix)) return null
  const name = url.pathname.slice(prefix.length)
  const op = OUTBOX_OPS.find((o) => o === name)
  return op !== undefined && METHOD_OF[op] === method.toUpperCase() ? op : null
}

/** What a write says: its JSON body, or for a DELETE its query parameters; null when the body is not a JSON object. */
export function writePayload(op: OutboxOp, url: URL, bodyText: string): Record<string, unknown> | null {
  if (METHOD_OF[op] === 'DELETE') return Object.fromEntries(url.searchParams)
  try {
    const parsed: unknown = JSON.parse(bodyText)
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null
  } catch {
    return null
  }
}

/** The uuid a payload names under `key`, lower-cased; null when it names none. */
function uuidOf(payload: Record<string, unknown>, key: string): string | null {
  const id = typeof payload[key] === 'string' ? payload[key].trim().toLowerCase() : ''
  return UUID_RE.test(id) ? id : null
}

/**
 * The document a write changes: the user's cart, the approval named by `approvalId`, or the PO
 * named by `poId`; null when the payload names none.
 */
export function writeScope(op: OutboxOp, payload: Record<string, unknown>, userId: string): string | null {
  if (CART_OPS.has(op)) return cartScope(userId)
  if (op === 'decide-approval') {
    const approvalId = uuidOf(payload, 'approvalId')
    return approvalId === null ? null : approvalScope(approvalId)
  }
  const poId = uuidOf(payload, 'poId')
  return poId === null ? null : poScope(poId)
}

/** The queueable write a request is, or null when the outbox must pass it to the network untouched. */
export function classifyWrite(
  method: string,
  url: URL,
  bodyText: string,
  userId: string,
  apiBase = '/api',
): QueueableWrite | null {
  const op = queueableOp(method, url, apiBase)
  if (op === null) return null
  const payload = writePayload(op, url, bodyText)
  if (payload === null) return null
  const scope = writeScope(op, payload, userId)
  return scope === null ? null : { op, scope, payload }
}
