import type { UnitOfMeasurement } from '../shared/catalogue-enums'

const SINGULAR: Record<UnitOfMeasurement, string> = { uom: 'unit', pieces: 'piece', boxes: 'box' }

/** One of a unit, for prices: 'per box'. */
export function perUnit(unit: UnitOfMeasurement): string {
  return `per ${SINGULAR[unit]}`
}
