import type { DropdownOption } from '../../../components/labelled-dropdown'
import type { Product } from '../../../shared/product-schemas'
import { emptyItem, type RfqItemValues } from './rfq-form-values'

/** The RFQ unit of a catalogue unit (the tenant's default units: Nos, pcs, Box ...), as low stock maps them for POs. */
const RFQ_UNIT_NAMES: Readonly<Record<string, string>> = { uom: 'Nos', pieces: 'pcs', boxes: 'Box' }

/** The id (as the unit select holds it) of the tenant's unit for a product's unit; null when the tenant has none. */
export function unitFor(productUnit: string, units: readonly DropdownOption[]): string | null {
  const wanted = (RFQ_UNIT_NAMES[productUnit] ?? productUnit).toLowerCase()
  const unit = units.find((candidate) => candidate.name.toLowerCase() === wanted)
  return unit ? String(unit.id) : null
}

/** What an item row takes from a catalogue product. */
export type CatalogueProduct = Pick<Product, 'ProductID' | 'Name' | 'Description' | 'CostPrice' | 'UnitsofMeasurement'>

/**
 * An item row filled from a catalogue product: its id, name, description as the specification, its
 * unit, and its cost price as the target price when the row has none (noted as such); the quantity stays the row's.
 */
export function itemFromProduct(
  product: CatalogueProduct,
  units: readonly DropdownOption[],
  row: RfqItemValues = emptyItem(),
): RfqItemValues {
  const fill = row.targetPrice.trim() === '' && product.CostPrice > 0 ? product.CostPrice.toFixed(2) : null
  return {
    ...row,
    productId: product.ProductID,
    product: product.Name.slice(0, 200),
    specification: product.Description.trim().slice(0, 1000),
    UOMID: unitFor(product.UnitsofMeasurement, units) ?? row.UOMID,
    targetPrice: fill ?? row.targetPrice,
    targetPriceFilled: fill ?? row.targetPriceFilled,
  }
}

/** What the target price field says of its value: where it came from while it still holds the catalogue's cost price. */
export const TARGET_FROM_COST = "Filled from the catalogue's cost price"

/** The target price field's description: TARGET_FROM_COST until the buyer changes the filled price. */
export function targetPriceNote(row: Pick<RfqItemValues, 'targetPrice' | 'targetPriceFilled'>): string | undefined {
  return row.targetPriceFilled !== undefined && row.targetPrice.trim() === row.targetPriceFilled
    ? TARGET_FROM_COST
    : undefined
}
