import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  itemFromProduct,
  TARGET_FROM_COST,
  targetPriceNote,
  unitFor,
} from '../../../src/features/rfqs/form/catalogue-item'
import { OTHER_GROUP, partnerOptions, SUGGESTED_GROUP } from '../../../src/features/rfqs/form/partner-options'
import { emptyItem } from '../../../src/features/rfqs/form/rfq-form-values'
import { RfqPageSearchSchema } from '../../../src/features/rfqs/form/rfq-page-search'
import { ignoredNotice, parsePrefill } from '../../../src/features/rfqs/form/rfq-prefill'
import { MAX_RFQ_ITEMS } from '../../../src/shared/rfq-schemas'

describe('parsePrefill (/Create-New-RFQ?products=<id>,<id>&qty=<n>,<n>)', () => {
  it('pairs each product id with the quantity in the same place', () => {
    expect(parsePrefill('12, 7,30', '5,2.5 ,100')).toEqual({
      lines: [
        { productId: 12, quantity: '5' },
        { productId: 7, quantity: '2.5' },
        { productId: 30, quantity: '100' },
      ],
      ignored: [],
    })
  })

  it('leaves out ids that are not catalogue ids, or listed again, and names them', () => {
    expect(parsePrefill('12,abc,0,-3,12,1.5,,99999999999', '1,2,3,4,5,6,7,8')).toEqual({
      lines: [{ productId: 12, quantity: '1' }],
      ignored: ['abc', '0', '-3', '12', '1.5', '99999999999'],
    })
  })

  it('leaves a missing, zero, negative or malformed quantity empty for the buyer to fill', () => {
    expect(parsePrefill('1,2,3,4,5', '0,-1,x,1.2345').lines.map((l) => l.quantity)).toEqual(['', '', '', '', ''])
    expect(parsePrefill('1', undefined).lines).toEqual([{ productId: 1, quantity: '' }])
  })

  it('asks for nothing without products, and takes at most the items an RFQ may have', () => {
    expect(parsePrefill(undefined, '5')).toEqual({ lines: [], ignored: [] })
    expect(parsePrefill('', '')).toEqual({ lines: [], ignored: [] })
    const many = Array.from({ length: MAX_RFQ_ITEMS + 2 }, (_, i) => i + 1).join(',')
    const prefill = parsePrefill(many, undefined)
    expect(prefill.lines).toHaveLength(MAX_RFQ_ITEMS)
    expect(prefill.ignored).toEqual([String(MAX_RFQ_ITEMS + 1), String(MAX_RFQ_ITEMS + 2)])
  })

  it('reads the URL as the router parses it: a single id or quantity arrives as a number', () => {
    const search = v.parse(RfqPageSearchSchema, { products: 12, qty: 5 })
    expect(parsePrefill(search.products, search.qty).lines).toEqual([{ productId: 12, quantity: '5' }])
    expect(v.parse(RfqPageSearchSchema, { products: '3,4', qty: '1,2' })).toEqual({
      id: undefined,
      products: '3,4',
      qty: '1,2',
    })
  })

  it('words the notice of the products left out', () => {
    expect(ignoredNotice([])).toBeNull()
    const why = 'not in the catalogue, listed twice, beyond 100 items or not loaded.'
    expect(ignoredNotice(['abc'])).toBe(`Product abc left out: ${why}`)
    expect(ignoredNotice(['abc', '404'])).toBe(`Products abc, 404 left out: ${why}`)
  })
})

const UNITS = [
  { id: 1, name: 'Nos' },
  { id: 5, name: 'pcs' },
  { id: 6, name: 'Box' },
]
const PRODUCT = {
  ProductID: 42,
  Name: 'Corrugated box 12 x 10 x 8 in',
  Description: '  5-ply, 200 GSM kraft  ',
  CostPrice: 18.5,
  UnitsofMeasurement: 'boxes' as const,
}

describe('an item filled from a catalogue product', () => {
  it('takes the product, its description as the specification, its unit and its cost price as the target', () => {
    const row = { ...emptyItem(), quantity: '500' }
    expect(itemFromProduct(PRODUCT, UNITS, row)).toEqual({
      ...row,
      productId: 42,
      product: 'Corrugated box 12 x 10 x 8 in',
      specification: '5-ply, 200 GSM kraft',
      UOMID: '6',
      targetPrice: '18.50',
      targetPriceFilled: '18.50',
    })
  })

  it("says the target price came from the catalogue's cost price until the buyer changes it", () => {
    const filled = itemFromProduct(PRODUCT, UNITS)
    expect(targetPriceNote(filled)).toBe(TARGET_FROM_COST)
    expect(TARGET_FROM_COST).toBe("Filled from the catalogue's cost price")
    expect(targetPriceNote({ ...filled, targetPrice: '17' })).toBeUndefined()
    expect(targetPriceNote({ ...filled, targetPrice: '' })).toBeUndefined()
    // A price the buyer typed before picking is theirs: nothing to say.
    expect(targetPriceNote(itemFromProduct(PRODUCT, UNITS, { ...emptyItem(), targetPrice: '17' }))).toBeUndefined()
  })

  it("keeps a target price the buyer typed, and the row's unit when the tenant has no matching one", () => {
    const row = { ...emptyItem(), UOMID: '1', targetPrice: '17' }
    const item = itemFromProduct({ ...PRODUCT, UnitsofMeasurement: 'boxes' }, [{ id: 1, name: 'Nos' }], row)
    expect(item).toMatchObject({ UOMID: '1', targetPrice: '17' })
    expect(itemFromProduct({ ...PRODUCT, CostPrice: 0 }, UNITS).targetPrice).toBe('')
  })

  it('maps catalogue units to the tenant units as low stock does', () => {
    expect(unitFor('uom', UNITS)).toBe('1')
    expect(unitFor('pieces', UNITS)).toBe('5')
    expect(unitFor('boxes', [])).toBeNull()
  })
})

describe('the partner picker options', () => {
  it('lists the suggested partners first under their heading, then the others, each once', () => {
    const a = { id: 'a', name: 'Alpha' }
    const b = { id: 'b', name: 'Beta' }
    const c = { id: 'c', name: 'Gamma (invited before)' }
    const { data, nameOf } = partnerOptions({ suggested: [b], active: [a, b], stored: [c] })
    expect(data).toEqual([
      { group: SUGGESTED_GROUP, items: [{ value: 'b', label: 'Beta' }] },
      {
        group: OTHER_GROUP,
        items: [
          { value: 'c', label: 'Gamma (invited before)' },
          { value: 'a', label: 'Alpha' },
        ],
      },
    ])
    expect(nameOf('c')).toBe('Gamma (invited before)')
    expect(nameOf('unknown')).toBe('unknown')
  })

  it('is a flat list when nothing is suggested', () => {
    const { data } = partnerOptions({ suggested: [], active: [{ id: 'a', name: 'Alpha' }], stored: [] })
    expect(data).toEqual([{ value: 'a', label: 'Alpha' }])
  })
})
