import { describe, expect, it } from 'vitest'
import {
  type DateRangeFilterSpec,
  dropdownPatch,
  dropdownValue,
  filterSummary,
  isOff,
  orderedValueRange,
  type ValueRangeFilterSpec,
} from '../../../src/components/list-kit/filter-spec'

const PO_DATE: DateRangeFilterSpec<string> = { kind: 'dateRange', from: 'poDateFrom', to: 'poDateTo', label: 'Po Date' }
const VALUE: ValueRangeFilterSpec<string> = {
  kind: 'valueRange',
  min: 'valueMin',
  max: 'valueMax',
  label: 'Value Range',
  bounds: { min: 0, max: 99_999 },
  hint: '',
}

describe('declarative filters', () => {
  it('read their value from the URL state', () => {
    expect(dropdownValue(PO_DATE, { poDateTo: '2026-01-01' })).toEqual([null, '2026-01-01'])
    expect(dropdownValue({ kind: 'checkboxes', param: 'status', label: 'Status' }, {})).toEqual([])
  })

  it('apply to the URL, swapping reversed ranges, clamping values and dropping empty ones', () => {
    expect(dropdownPatch({ kind: 'checkboxes', param: 'vendorIds', label: 'Vendor' }, ['a', 'b'])).toEqual({
      vendorIds: ['a', 'b'],
    })
    expect(dropdownPatch({ kind: 'checkboxes', param: 'vendorIds', label: 'Vendor' }, [])).toEqual({
      vendorIds: undefined,
    })
    expect(dropdownPatch(PO_DATE, ['2026-01-10', '2026-01-02'])).toEqual({
      poDateFrom: '2026-01-02',
      poDateTo: '2026-01-10',
    })
    expect(dropdownPatch(PO_DATE, [null, null])).toEqual({ poDateFrom: undefined, poDateTo: undefined })
    expect(dropdownPatch(VALUE, [90_000, 120_000])).toEqual({ valueMin: 90_000, valueMax: 99_999 })
  })

  it('clamp and swap a value range', () => {
    expect(orderedValueRange([5000, 200], VALUE.bounds)).toEqual([200, 5000])
    expect(orderedValueRange([-1, 150_000], VALUE.bounds)).toEqual([0, 99_999])
    expect(orderedValueRange([null, 700], VALUE.bounds)).toEqual([null, 700])
  })

  it('count an empty list and an open range as off, and summarise the rest', () => {
    expect(isOff([])).toBe(true)
    expect(isOff([null, null])).toBe(true)
    expect(isOff(['Draft'])).toBe(false)
    expect(isOff([null, 0])).toBe(false)
    expect(filterSummary({ kind: 'checkboxes', param: 's', label: 'S' }, ['a', 'b'])).toBe('2')
    expect(filterSummary(PO_DATE, ['2026-01-02', '2026-01-10'])).toBe('01/02/26–01/10/26')
    expect(filterSummary({ ...VALUE, format: (n) => `₹${n}` }, [null, 500])).toBe('to ₹500')
  })
})
