import * as v from 'valibot'
import { groupIndian, isNegative, roundedDigits, unusualNumber } from './number-format'

/** Largest amount a money column (numeric(14,2)) holds, in rupees. */
export const MAX_AMOUNT = 999_999_999_999.99

/** Rupees (a decimal with at most two places) to integer paise; throws on more precision. */
export function toPaise(amount: number): number {
  const paise = Math.round(amount * 100)
  if (Math.abs(amount * 100 - paise) > 1e-6) throw new RangeError(`${amount} has more than two decimal places`)
  return paise
}

/** Integer paise to rupees as a decimal number. */
export function fromPaise(paise: number): number {
  return paise / 100
}

/** Rupees as the database's numeric text, exactly two places. */
export function toNumericText(amount: number): string {
  const paise = toPaise(amount)
  const sign = paise < 0 ? '-' : ''
  const abs = Math.abs(paise)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Percentage of an amount in paise, rounded half-up to the paisa. */
export function percentOf(paise: number, percent: number): number {
  return Math.sign(paise) * Math.floor((Math.abs(paise) * percent) / 100 + 0.5)
}

/** Line total in paise: quantity x rate, plus GST percent of that, rounded half-up to the paisa. */
export function lineTotalPaise(quantity: number, ratePaise: number, gstPercent: number): number {
  const net = Math.round(quantity * ratePaise)
  return net + percentOf(net, gstPercent)
}

/** An amount in whole rupees (₹1,23,457), as Intl's en-IN currency format with no decimals writes it. */
export function formatWholeInr(amount: number): string {
  const digits = roundedDigits(amount, 0)
  if (!digits) return unusualNumber(amount)
  return `${isNegative(amount) ? '-' : ''}₹${groupIndian(digits.whole)}`
}

/** An amount in rupees formatted as Indian rupees (₹1,23,456.00), as Intl's en-IN currency format writes it. */
export function formatInr(amount: number): string {
  const digits = roundedDigits(amount, 2)
  if (!digits) return unusualNumber(amount)
  return `${isNegative(amount) ? '-' : ''}₹${groupIndian(digits.whole)}.${digits.fraction}`
}

/** A non-negative amount of money in rupees with at most two decimal places; numeric strings accepted. */
export function moneySchema(requiredMessage: string, label: string) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(requiredMessage))], requiredMessage),
    v.transform(Number),
    v.check((n) => Number.isFinite(n), `${label} must be a number`),
    v.minValue(0, `${label} cannot be negative`),
    v.maxValue(MAX_AMOUNT, `${label} is too large`),
    v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${label} can have at most two decimal places`),
  )
}
