import { PAYMENT_TERMS } from '../../../shared/payment-terms'
import { INCO_TERMS, PURCHASE_TYPES, SHIPPING_MODES } from '../../../shared/po-options'
import type { PurchaseOrder, UnitOfMeasure } from '../../../shared/po-read-schemas'

const options = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }))

/** The options of the header selects (spec point 5). */
export const PO_SELECT_OPTIONS = {
  purchaseType: options(PURCHASE_TYPES),
  PaymentTerms: options(PAYMENT_TERMS),
  shippingMode: options(SHIPPING_MODES),
  incoTerms: options(INCO_TERMS),
}

/**
 * The unit select's options: the tenant's units, plus any unit a stored PO's lines name that is
 * not among them (so a view never shows a blank unit).
 */
export function unitOptions(
  units: readonly UnitOfMeasure[],
  lines: PurchaseOrder['products'] = [],
): Array<{ value: string; label: string }> {
  const known = new Map(units.map((unit) => [unit.id, unit.name]))
  for (const line of lines) if (!known.has(line.UOMID)) known.set(line.UOMID, line.UOMName)
  return [...known].map(([id, name]) => ({ value: String(id), label: name }))
}
