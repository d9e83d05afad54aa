import type { ApprovalType } from '../../../shared/approval-rules'
import { categoryKeys } from '../../categories/query-keys'
import { orderKeys } from '../../orders/query-keys'
import { productKeys } from '../../products/query-keys'
import { poKeys } from '../../purchase-orders/query-keys'
import { supplierKeys } from '../../suppliers/query-keys'

/** The queries a decision on a document of each type changes (its status); RfQs have no screen cached yet. */
export const DOCUMENT_KEYS: Record<ApprovalType, readonly unknown[] | null> = {
  Category: categoryKeys.all,
  Product: productKeys.all,
  RfQ: null,
  PO: poKeys.all,
  Order: orderKeys.all,
  'Supplier Onboarding': supplierKeys.all,
}
