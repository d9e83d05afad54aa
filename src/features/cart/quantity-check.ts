import * as v from 'valibot'
import type { UnitOfMeasurement } from '../../shared/catalogue-enums'
import { quantityWithUnit } from '../../shared/plural'
import { QuantitySchema, quantityUnitError, stockUnitsFor } from '../../shared/quantity'

/** A quantity field's value: the text typed ('' while it is empty), or a number the form set. */
export type QuantityValue = number | string

/**
 * What a quantity field keeps of typed or pasted text: digits and the first decimal point. Signs, letters,
 * spaces and digit separators go ('1,000' is 1000); a decimal is kept for the shared rules to judge (a whole
 * unit's field says so instead of turning 2.5 into 25).
 */
export function typedQuantity(text: string): string {
  const kept = text.replace(/[^0-9.]/g, '')
  const point = kept.indexOf('.')
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replaceAll('.', '')
}

/**
 * Why a typed quantity cannot be ordered, or null when it can: the shared quantity rules (more
 * than 0, at most 100,000, whole pieces and boxes) and, when given, the stock there is to sell.
 */
export function quantityProblem(value: QuantityValue, unit: UnitOfMeasurement, inStock?: number): string | null {
  if (typeof value === 'string' && value.trim() === '') return 'Enter a quantity'
  const quantity = Number(value)
  const parsed = v.safeParse(QuantitySchema, quantity)
  if (!parsed.success) return parsed.issues[0].message
  const unitError = quantityUnitError(quantity, unit)
  if (unitError) return unitError
  if (inStock !== undefined && stockUnitsFor(quantity) > inStock)
    return `Only ${quantityWithUnit(inStock, unit)} in stock`
  return null
}

/** The quantity one step down or up from the current one; null when a step down would reach 0. */
export function steppedQuantity(current: number, direction: -1 | 1): number | null {
  const next = Math.round((current + direction) * 1000) / 1000
  return next > 0 ? next : null
}
