import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { formatInr, formatWholeInr } from '../../../src/shared/money'
import { formatCount, groupIndian, roundedDigits } from '../../../src/shared/number-format'
import { plural } from '../../../src/shared/plural'
import { MAX_PO_QUANTITY, MAX_PO_QUANTITY_TEXT, poQuantitySchema } from '../../../src/shared/po-fields'
import { MAX_LINE_QUANTITY, QUANTITY_TOO_LARGE } from '../../../src/shared/quantity'

/** A repeatable pseudo-random sequence (mulberry32), so a failure names the same values on every run. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Values a screen shows: counts, prices and their float leftovers, halves at every place, signs and zeros. */
function samples(): number[] {
  const next = random(12)
  const values = [0, -0, 1, -1, 0.5, 1.5, 2.5, 0.005, 0.015, 1.005, 1.0005, 1.2345, 999.995, 9999.9995, 99_999.5]
  values.push(0.1 + 0.2, 0.3 - 0.1, 1.1 * 3, 5.551115123125783e-17, -1e-9, 1e-7, 123_456_789_012.99, 999_999_999_999.99)
  for (let i = 0; i < 4000; i++) {
    const size = 10 ** Math.floor(next() * 13)
    const value = next() * size
    const places = Math.floor(next() * 6)
    const rounded = Number(value.toFixed(places))
    values.push(rounded, -rounded, Math.round(value) + 0.5, Math.round(value * 100) / 100 + 0.005)
  }
  return values
}

describe('numbers in the en-IN style, written out as Intl writes them', () => {
  it('groups digits the Indian way', () => {
    expect(['1', '12', '123', '1234', '12345', '123456', '1234567', '123456789012'].map(groupIndian)).toEqual([
      '1',
      '12',
      '123',
      '1,234',
      '12,345',
      '1,23,456',
      '12,34,567',
      '1,23,45,67,89,012',
    ])
  })

  it('rounds the shortest decimal form half away from zero, as Intl does (1.005 is 1.01)', () => {
    expect(roundedDigits(1.005, 2)).toEqual({ whole: '1', fraction: '01' })
    expect(roundedDigits(-999.995, 2)).toEqual({ whole: '1000', fraction: '00' })
    expect(roundedDigits(0.0004, 3)).toEqual({ whole: '0', fraction: '000' })
    expect(roundedDigits(Number.NaN, 2)).toBeNull()
    expect(roundedDigits(1e21, 2)).toBeNull()
  })

  it('formatCount matches Intl en-IN with up to three decimals', () => {
    const intl = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 })
    const wrong = samples().filter((value) => formatCount(value) !== intl.format(value))
    expect(wrong.map((value) => [value, formatCount(value), intl.format(value)])).toEqual([])
  })

  it('formatInr and formatWholeInr match Intl en-IN rupees', () => {
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' })
    const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
    const wrong = samples().filter((value) => formatInr(value) !== inr.format(value))
    expect(wrong.map((value) => [value, formatInr(value), inr.format(value)])).toEqual([])
    const wrongWhole = samples().filter((value) => formatWholeInr(value) !== whole.format(value))
    expect(wrongWhole.map((value) => [value, formatWholeInr(value), whole.format(value)])).toEqual([])
    expect(formatInr(123456)).toBe('₹1,23,456.00')
  })

  it('plural takes the English form Intl.PluralRules gives', () => {
    const rules = new Intl.PluralRules('en-GB')
    for (const count of [0, 1, 1.0, 1.5, 2, 21, -1, 0.5, 100_000]) {
      expect(plural(count, 'box', 'boxes').endsWith(rules.select(count) === 'one' ? ' box' : ' boxes')).toBe(true)
    }
    expect(plural(120_000, 'piece', 'pieces')).toBe('1,20,000 pieces')
  })
})

describe('limits written out in messages read as formatCount shows them', () => {
  it('the cart line limit', () => {
    expect(QUANTITY_TOO_LARGE).toBe(`Quantity can be at most ${formatCount(MAX_LINE_QUANTITY)}`)
  })

  it('the PO line limit, in the message a PO line over it gets', () => {
    expect(MAX_PO_QUANTITY_TEXT).toBe(formatCount(MAX_PO_QUANTITY))
    const result = v.safeParse(poQuantitySchema('Qty'), MAX_PO_QUANTITY + 1)
    expect(result.issues?.[0]?.message).toBe('Qty can be at most 10,00,000')
  })
})
