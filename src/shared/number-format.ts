/*
 * Numbers are written out here in the en-IN style instead of with Intl.NumberFormat: the first Intl formatter a
 * page makes loads the locale's data, about 35 ms on a desktop and four times that on a phone, and the first
 * screen's render paid it (issue 12). tests/unit/shared/number-format.test.ts compares every function here
 * with Intl's own output over many values.
 */

/** The digits of a whole number grouped the Indian way: "1234567" becomes "12,34,567". */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  return `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`
}

/**
 * The size of a number rounded half away from zero to `places` decimals, as whole and fraction digits (the
 * fraction padded to `places`). Like Intl, it rounds the number's shortest decimal form, so 1.005 is 1.01.
 * Null for NaN, infinities and 1e21 and up (written with an exponent); sizes JavaScript writes with an exponent
 * below 1e-6 (what float arithmetic leaves of a zero) round to zero, for up to 6 places.
 */
export function roundedDigits(value: number, places: number): { whole: string; fraction: string } | null {
  if (Math.abs(value) < 1e-6 && places <= 6) return { whole: '0', fraction: '0'.repeat(places) }
  const text = String(Math.abs(value))
  if (!/^\d+(\.\d+)?$/.test(text)) return null
  const [whole = '0', fraction = ''] = text.split('.')
  if (fraction.length <= places) return { whole, fraction: fraction.padEnd(places, '0') }
  const kept = `${whole}${fraction.slice(0, places)}`
  const digits = (fraction[places] ?? '0') >= '5' ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept
  return { whole: digits.slice(0, digits.length - places) || '0', fraction: digits.slice(digits.length - places) }
}

/** Whether a number is written with a minus sign: negative, negative zero included (as Intl does). */
export const isNegative = (value: number): boolean => value < 0 || Object.is(value, -0)

/** A count (stock, quantity, records) with Indian digit grouping: "2,400", "1,20,000", "2.5"; at most 3 decimals. */
export function formatCount(count: number): string {
  const digits = roundedDigits(count, 3)
  if (!digits) return unusualNumber(count)
  const fraction = digits.fraction.replace(/0+$/, '')
  return `${isNegative(count) ? '-' : ''}${groupIndian(digits.whole)}${fraction ? `.${fraction}` : ''}`
}

/** What Intl would write for a number no screen shows (NaN, infinities, exponents): the way JavaScript writes it. */
export function unusualNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN'
  if (!Number.isFinite(value)) return value < 0 ? '-∞' : '∞'
  return String(value)
}
