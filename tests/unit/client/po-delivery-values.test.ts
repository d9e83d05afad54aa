import { v7 as uuidv7 } from 'uuid'
import { describe, expect, it } from 'vitest'
import {
  deliveryBody,
  everythingRemaining,
  openLines,
} from '../../../src/features/purchase-orders/detail/delivery-values'
import { remainingOf } from '../../../src/shared/po-view'

const PO = uuidv7()
const DELIVERY = uuidv7()
const bolts = { LineID: uuidv7(), Particular: 'Bolts', UOMName: 'Nos', Quantity: 10, DeliveredQuantity: 4 }
const oil = { LineID: uuidv7(), Particular: 'Oil', UOMName: 'Liter', Quantity: 0.3, DeliveredQuantity: 0.1 }
const done = { LineID: uuidv7(), Particular: 'Gloves', UOMName: 'pcs', Quantity: 5, DeliveredQuantity: 5 }
const LINES = [bolts, oil, done]

describe('remaining quantities', () => {
  it('counts in thousandths, so 0.3 - 0.1 is 0.2', () => {
    expect(remainingOf(bolts)).toBe(6)
    expect(remainingOf(oil)).toBe(0.2)
    expect(remainingOf(done)).toBe(0)
  })

  it('offers only the lines still waiting, and can fill in all that remains', () => {
    expect(openLines(LINES).map((l) => l.Particular)).toEqual(['Bolts', 'Oil'])
    expect(everythingRemaining(LINES)).toEqual({ [bolts.LineID]: 6, [oil.LineID]: 0.2 })
  })
})

describe('deliveryBody', () => {
  it('sends the lines with a quantity above 0, with the delivery id made when the dialog opened', () => {
    const result = deliveryBody(PO, LINES, { [bolts.LineID]: 2, [oil.LineID]: '' }, DELIVERY, ' Challan 42 ')
    expect(result).toEqual({
      ok: true,
      body: { poId: PO, deliveryId: DELIVERY, lines: [{ lineId: bolts.LineID, quantity: 2 }], remarks: 'Challan 42' },
    })
  })

  it('accepts exactly what remains', () => {
    expect(deliveryBody(PO, LINES, everythingRemaining(LINES), DELIVERY, '').ok).toBe(true)
  })

  it.each<[string, Record<string, number | string>, string, string]>([
    ['more than remains', { [bolts.LineID]: 7 }, bolts.LineID, 'Bolts: only 6 Nos are still to be delivered'],
    [
      'more than remains, in decimals',
      { [oil.LineID]: 0.201 },
      oil.LineID,
      'Oil: only 0.2 Liter are still to be delivered',
    ],
    ['a negative quantity', { [bolts.LineID]: -1 }, bolts.LineID, 'Cannot be negative'],
    ['text', { [bolts.LineID]: 'abc' }, bolts.LineID, 'Enter a number'],
    ['four decimals', { [bolts.LineID]: 1.0001 }, bolts.LineID, 'At most three decimals'],
    ['nothing at all', {}, 'form', 'Enter a delivered quantity for at least one line'],
    ['only zeros', { [bolts.LineID]: 0, [oil.LineID]: 0 }, 'form', 'Enter a delivered quantity for at least one line'],
  ])('refuses %s', (_case, quantities, key, message) => {
    const result = deliveryBody(PO, LINES, quantities, DELIVERY, '')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.errors[key]).toBe(message)
  })
})
