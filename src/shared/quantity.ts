import * as v from 'valibot'
import type { UnitOfMeasurement } from './catalogue-enums'

/** Largest quantity one line may order. */
export const MAX_LINE_QUANTITY = 100_000

/**
 * What a quantity above MAX_LINE_QUANTITY is told, also when adding to a line takes it over. Written out, not
 * formatted when the module loads: that would load Intl's locale data on every page (tests/unit/shared
 * checks it reads as formatCount(MAX_LINE_QUANTITY)).
 */
export const QUANTITY_TOO_LARGE = 'Quantity can be at most 1,00,000'

/** A positive quantity of at most MAX_LINE_QUANTITY with at most three decimals. */
export const QuantitySchema = v.pipe(
  v.number('Quantity must be a number'),
  v.check((n) => Number.isFinite(n), 'Quantity must be a number'),
  v.check((n) => n > 0, 'Quantity must be more than 0'),
  v.maxValue(MAX_LINE_QUANTITY, QUANTITY_TOO_LARGE),
  v.check((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, 'Quantity can have at most three decimals'),
)

/** Units counted in whole numbers: a fraction of a piece or a box cannot be ordered. */
const WHOLE_UNITS: readonly UnitOfMeasurement[] = ['pieces', 'boxes']

/** Why a quantity does not fit the product's unit, or null when it does. */
export function quantityUnitError(quantity: number, unit: UnitOfMeasurement): string | null {
  return WHOLE_UNITS.includes(unit) && !Number.isInteger(quantity) ? `Quantity must be a whole number of ${unit}` : null
}

/**
 * Whole units of stock a quantity takes. Stock is a whole number, so a fractional 'uom' quantity
 * (2.5 m) takes the next whole unit (3): the cart flags a line short when its stock is below this,
 * the checkout reserves it and a cancel returns it, so the three always agree.
 */
export function stockUnitsFor(quantity: number): number {
  return Math.ceil(Math.round(quantity * 1000) / 1000)
}
