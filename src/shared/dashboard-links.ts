import type { ApprovalType } from './approval-rules'
import { approvalTypeUrlName } from './approval-rules'
import type { OrderStatus } from './order-status'
import type { PoStatus } from './po-status'
import type { RFQ_SORT_COLUMNS, RFQS_OF_MINE } from './rfq-list-query'
import type { RfqStatus } from './rfq-status'

type RfqSortColumn = (typeof RFQ_SORT_COLUMNS)[number]

// The lists a dashboard figure opens, with the list's own search parameters (src/shared/
// po-list-query.ts, order-list-query.ts, rfq-list-query.ts, approval-request-schemas.ts), so the list shows the
// rows the figure counted.

type Params = Record<string, string | readonly string[] | undefined>

/** A path with its search parameters; list values are written as one comma list. */
function link(path: string, params: Params = {}): string {
  const pairs = Object.entries(params).flatMap(([name, value]) => {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) return []
    const text = Array.isArray(value) ? value.join(',') : String(value)
    return [`${encodeURIComponent(name)}=${encodeURIComponent(text)}`]
  })
  return pairs.length === 0 ? path : `${path}?${pairs.join('&')}`
}

/** /Manage-PO filtered by the PO list's parameters. */
export const poListLink = (p: {
  status?: readonly PoStatus[]
  createdBy?: string
  vendorIds?: readonly string[]
  poDateFrom?: string
  poDateTo?: string
  deliveryDateFrom?: string
  deliveryDateTo?: string
}) =>
  link('/Manage-PO', {
    status: p.status,
    createdBy: p.createdBy,
    vendorIds: p.vendorIds,
    poDateFrom: p.poDateFrom,
    poDateTo: p.poDateTo,
    deliveryDateFrom: p.deliveryDateFrom,
    deliveryDateTo: p.deliveryDateTo,
  })

/** A PO's own screen (view, lifecycle actions, Mark Delivered / record a delivery). */
export const poLink = (poId: string) => link('/Manage-PO/Create-PO', { id: poId })

/** /orders of one status, placed between two days, only those counted as spend when asked. */
export const orderListLink = (p: { status?: OrderStatus; from?: string; to?: string; spend?: 'yes' } = {}) =>
  link('/orders', { status: p.status, from: p.from, to: p.to, spend: p.spend })

/** /Pending-Approvals, only the overdue ones when asked. */
export const pendingApprovalsLink = (overdue?: boolean) =>
  link('/Pending-Approvals', { overdue: overdue === undefined ? undefined : String(overdue) })

/** /Approval-History of decisions between two days. */
export const approvalHistoryLink = (from: string, to: string) => link('/Approval-History', { from, to })

/** /Approval-Form/{name}/{id}: one document's approval. */
export const approvalFormLink = (type: ApprovalType, documentId: string) =>
  `/Approval-Form/${approvalTypeUrlName(type)}/${encodeURIComponent(documentId)}`

/**
 * /Manage-RFQs of one status, closing within some days, with responses received on open ones, sorted
 * by one of the list's columns when asked.
 */
export const rfqListLink = (
  p: {
    status?: RfqStatus
    createdBy?: typeof RFQS_OF_MINE
    closingWithin?: number
    responses?: 'received'
    sort?: RfqSortColumn
    dir?: 'asc' | 'desc'
  } = {},
) =>
  link('/Manage-RFQs', {
    status: p.status,
    createdBy: p.createdBy,
    closingWithin: p.closingWithin === undefined ? undefined : String(p.closingWithin),
    responses: p.responses,
    sort: p.sort,
    dir: p.dir,
  })

/** /Manage-Product, of one status, without images, or in some cart when asked. */
export const productListLink = (p: { status?: 'Active' | 'Inactive'; images?: 'none'; inCarts?: 'yes' } = {}) =>
  link('/Manage-Product', { status: p.status, images: p.images, inCarts: p.inCarts })

/** /Low-Stock: products at or below their reorder level. */
export const LOW_STOCK_LINK = '/Low-Stock'
