import type { UnitOfMeasurement } from './catalogue-enums'
import { formatCount } from './number-format'

/**
 * "1 change", "3 changes", "2,400 pieces": the grouped count with the word in the form English gives it. English
 * has one rule (Intl.PluralRules' 'one' for 1 and -1, 'other' for the rest, 1.5 and 0 included), written out so
 * no locale data loads for it (issue 12).
 */
export function plural(count: number, one: string, other: string): string {
  return `${formatCount(count)} ${Math.abs(count) === 1 ? one : other}`
}

/** Singular and plural of each unit of measurement ('uom' is a unit name, the same either way). */
const UNIT_WORDS: Record<UnitOfMeasurement, [one: string, other: string]> = {
  pieces: ['piece', 'pieces'],
  boxes: ['box', 'boxes'],
  uom: ['uom', 'uom'],
}

/** "1 piece", "3 pieces", "2.5 uom": a quantity with its unit. */
export function quantityWithUnit(count: number, unit: UnitOfMeasurement): string {
  const [one, other] = UNIT_WORDS[unit]
  return plural(count, one, other)
}
