import * as v from 'valibot'
import type { UnitOfMeasurement } from './catalogue-enums'

/** Largest quantity one line may order. */
export const MAX_LINE_QUANTITY = 100_000

/** A positive quantity of at most MAX_LINE_QUANTITY with at most three decimals. */
export const QuantitySchema = v.pipe(
  v.number('Quantity must be a number'),
  v.check((n) => Number.isFinite(n), 'Quantity must be a number'),
  v.check((n) => n > 0, 'Quantity must be more than 0'),
  v.maxValue(MAX_LINE_QUANTITY, `Quantity can be at most ${MAX_LINE_QUANTITY.toLocaleString('en-IN')}`),
  v.check((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, 'Quantity can have at most three decimals'),
)

/** Units counted in whole numbers: a fraction of a piece or a box cannot be ordered. */
const WHOLE_UNITS: readonly UnitOfMeasurement[] = ['pieces', 'boxes']

/** Why a quantity does not fit the product's unit, or null when it does. */
export function quantityUnitError(quantity: number, unit: UnitOfMeasurement): string | null {
  return WHOLE_UNITS.includes(unit) && !Number.isInteger(quantity) ? `Quantity must be a whole number of ${unit}` : null
}
