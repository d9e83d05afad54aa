import * as v from 'valibot'
import type { UnitOfMeasurement } from '../../shared/catalogue-enums'
import { quantityWithUnit } from '../../shared/plural'
import { QuantitySchema, quantityUnitError, stockUnitsFor } from '../../shared/quantity'

/** A quantity field's value: Mantine's NumberInput gives '' while it is empty. */
export type QuantityValue = number | string

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
