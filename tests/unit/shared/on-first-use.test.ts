import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { formatCount } from '../../../src/shared/number-format'
import { onFirstUse } from '../../../src/shared/on-first-use'
import { MAX_PO_QUANTITY, MAX_PO_QUANTITY_TEXT, poQuantitySchema } from '../../../src/shared/po-fields'
import { MAX_LINE_QUANTITY, QUANTITY_TOO_LARGE } from '../../../src/shared/quantity'

describe('onFirstUse: a formatter is made when first asked for, once', () => {
  it('makes nothing until asked, then hands back the same value every time', () => {
    const make = vi.fn(() => new Intl.NumberFormat('en-IN'))
    const format = onFirstUse(make)
    expect(make).not.toHaveBeenCalled()
    const first = format()
    expect(format()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
    expect(first.format(120000)).toBe('1,20,000')
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
