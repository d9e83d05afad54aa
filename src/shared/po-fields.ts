import * as v from 'valibot'
import { PO_GST_RATES } from './po-options'

/** True for a day that exists (valibot's isoDate lets 2026-02-31 through) from 1900 on. */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00.000Z`)
  return day >= '1900' && day < '2200' && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
}

/**
 * A calendar day as YYYY-MM-DD. The form's date-time pickers may send a full ISO date-time; its
 * date part is the day the user picked (in their time zone), so that is what is kept.
 */
export function poDaySchema(message: string) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.regex(/^\d{4}-\d{2}-\d{2}(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/, message),
    v.transform((s) => s.slice(0, 10)),
    v.check(isCalendarDay, message),
  )
}

/** Refuses control characters (a NUL cannot be stored in a text column); tabs and line breaks are fine. */
export const printable = (label: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  v.regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/u, `${label} cannot contain control characters`)

/** Free text of at most `max` characters, trimmed; '' when missing. */
export function optionalText(label: string, max: number) {
  return v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
      printable(label),
    ),
    '',
  )
}

/** Required free text of at most `max` characters, trimmed. */
export function requiredText(label: string, max: number, message = `${label} is required`) {
  return v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, `${label} must be at most ${max} characters`),
    printable(label),
  )
}

/** A number given as a number or a numeric string; anything else is refused with `message`. */
export function numberInput(message: string) {
  return v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.nonEmpty(message))], message),
    v.transform(Number),
    v.check((n) => Number.isFinite(n), message),
  )
}

/** Largest quantity one PO line may order. */
export const MAX_PO_QUANTITY = 1_000_000
/** MAX_PO_QUANTITY as messages show it; written out so no Intl data loads with the module (checked in tests/unit/shared). */
export const MAX_PO_QUANTITY_TEXT = '10,00,000'

/** A positive quantity with at most three decimals. */
export function poQuantitySchema(label = 'Quantity') {
  return v.pipe(
    numberInput(`${label} must be a number`),
    v.check((n) => n > 0, `${label} must be more than 0`),
    v.maxValue(MAX_PO_QUANTITY, `${label} can be at most ${MAX_PO_QUANTITY_TEXT}`),
    v.check((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, `${label} can have at most three decimals`),
  )
}

/** Largest budgeted rate of a line, in rupees. */
export const MAX_PO_RATE = 100_000_000

/** A budgeted rate: a number from 0 with at most two decimals. */
export const PoRateSchema = v.pipe(
  numberInput('Budgeted rate must be a number'),
  v.minValue(0, 'Budgeted rate cannot be negative'),
  v.maxValue(MAX_PO_RATE, 'Budgeted rate is too large'),
  v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Budgeted rate can have at most two decimals'),
)

/** A GST rate given as '18%', '18' or 18; only the PO rates 0, 5, 10, 12 and 18 are accepted. */
export const PoGstSchema = v.pipe(
  v.optional(v.union([v.number(), v.string()], 'GST must be 0%, 5%, 10%, 12% or 18%'), '18%'),
  v.transform((value) => (typeof value === 'number' ? value : Number(value.trim().replace(/\s*%$/, '')))),
  v.picklist(PO_GST_RATES, 'GST must be 0%, 5%, 10%, 12% or 18%'),
)

/** A whole number id from 1 given as a number or a numeric string. */
export function positiveIdSchema(message: string) {
  return v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.trim(), v.regex(/^\d+$/, message))], message),
    v.transform(Number),
    v.integer(message),
    v.minValue(1, message),
    v.maxValue(2_147_483_647, message),
  )
}
