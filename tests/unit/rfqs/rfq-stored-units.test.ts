import { describe, expect, it } from 'vitest'
import { storedUnits } from '../../../src/features/rfqs/form/stored-units'

describe('storedUnits (the unit options of a read-only RFQ)', () => {
  it('names each unit once when several items share it (a select refuses an option twice)', () => {
    const items = [
      { UOMID: 6, unitName: 'Nos' },
      { UOMID: 6, unitName: 'Nos' },
      { UOMID: 2, unitName: 'Box' },
    ]
    expect(storedUnits(items)).toEqual([
      { id: 6, name: 'Nos' },
      { id: 2, name: 'Box' },
    ])
  })
})
