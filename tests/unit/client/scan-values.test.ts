import { describe, expect, it } from 'vitest'
import {
  addOne,
  applyScan,
  matchCode,
  REPEAT_WINDOW_MS,
  repeatFilter,
} from '../../../src/features/purchase-orders/detail/scan-values'

const grinder = {
  LineID: '0190a1b2-0000-7000-8000-000000000001',
  Particular: 'Angle grinder 4 in 850W (AG-850)',
  ItemDescription: 'With side handle and guard',
  UOMName: 'Nos',
  Quantity: 6,
  DeliveredQuantity: 3,
}
const disc = {
  LineID: '0190a1b2-0000-7000-8000-000000000002',
  Particular: 'Cutting disc 4 in',
  ItemDescription: 'SKU: CD-4IN, for metal',
  UOMName: 'Box',
  Quantity: 5,
  DeliveredQuantity: 0,
}
const oil = {
  LineID: '0190a1b2-0000-7000-8000-000000000003',
  Particular: 'Cutting oil',
  UOMName: 'Liter',
  Quantity: 2.5,
  DeliveredQuantity: 1,
}
const LINES = [grinder, disc, oil]

describe('issue 11 (receive by scanning): a code finds its line', () => {
  it('finds a line by the SKU in its name or description, whatever the case', () => {
    expect(matchCode(LINES, 'ag-850')).toEqual({ kind: 'line', line: grinder })
    expect(matchCode(LINES, ' CD-4IN ')).toEqual({ kind: 'line', line: disc })
  })

  it('finds a line by its whole product name or its line ID', () => {
    expect(matchCode(LINES, 'CUTTING OIL')).toEqual({ kind: 'line', line: oil })
    expect(matchCode(LINES, disc.LineID)).toEqual({ kind: 'line', line: disc })
  })

  it('does not take a short word of a name for a code, and reports a code two lines share', () => {
    expect(matchCode(LINES, 'in').kind).toBe('unknown')
    expect(matchCode(LINES, 'cutting')).toEqual({ kind: 'ambiguous', code: 'cutting', count: 2 })
    expect(matchCode(LINES, '8901234567890')).toEqual({ kind: 'unknown', code: '8901234567890' })
  })
})

describe('issue 11 (receive by scanning): a read adds one, never beyond what remains', () => {
  it('adds one to an empty or typed quantity and says how many of the remaining that makes', () => {
    const first = addOne({}, grinder)
    expect(first).toMatchObject({ added: true, message: 'Angle grinder 4 in 850W (AG-850): 1 of 3 received now' })
    expect(first.quantities[grinder.LineID]).toBe(1)
    expect(addOne({ [grinder.LineID]: '2' }, grinder).quantities[grinder.LineID]).toBe(3)
  })

  it('stops at the remaining quantity, also for a fraction, and says all are received', () => {
    expect(addOne({ [oil.LineID]: 1 }, oil).quantities[oil.LineID]).toBe(1.5)
    const full = addOne({ [grinder.LineID]: 3 }, grinder)
    expect(full).toMatchObject({
      added: false,
      message: 'All 3 of Angle grinder 4 in 850W (AG-850) are already received',
    })
    expect(full.quantities[grinder.LineID]).toBe(3)
  })

  it('says an unknown code in words and changes nothing', () => {
    const quantities = { [disc.LineID]: 2 }
    expect(applyScan(LINES, quantities, 'XYZ-1')).toEqual({
      quantities,
      added: false,
      lineId: null,
      message: 'No line on this PO for code XYZ-1',
    })
    expect(applyScan(LINES, quantities, 'cd-4in')).toMatchObject({ lineId: disc.LineID, added: true })
  })
})

describe('issue 11 (receive by scanning): a code held in view counts once', () => {
  it('counts the same code again only after it has been out of sight for the window', () => {
    const counts = repeatFilter()
    expect(counts('AG-850', 0)).toBe(true)
    // The camera reads it ten times a second while it is held there.
    for (let at = 100; at <= 3000; at += 100) expect(counts('AG-850', at)).toBe(false)
    expect(counts('AG-850', 3000 + REPEAT_WINDOW_MS)).toBe(true)
  })

  it('counts another code at once, and the first one again after it', () => {
    const counts = repeatFilter()
    expect(counts('AG-850', 0)).toBe(true)
    expect(counts('CD-4IN', 200)).toBe(true)
    expect(counts('AG-850', 400)).toBe(true)
  })
})
