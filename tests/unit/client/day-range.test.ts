import { describe, expect, it } from 'vitest'
import {
  addDays,
  capRange,
  dayRangePresets,
  formatTypedDay,
  isDay,
  orderedRange,
  parseTypedDay,
} from '../../../src/lib/day-range'

describe('day ranges of the date filters', () => {
  it('swap a range whose end is before its start, and leave open ends alone', () => {
    expect(orderedRange(['2026-01-10', '2026-01-02'])).toEqual(['2026-01-02', '2026-01-10'])
    expect(orderedRange(['2026-01-02', '2026-01-10'])).toEqual(['2026-01-02', '2026-01-10'])
    expect(orderedRange([null, '2026-01-02'])).toEqual([null, '2026-01-02'])
    expect(orderedRange(['2026-01-02', null])).toEqual(['2026-01-02', null])
  })

  it('never run past the maximum date (today)', () => {
    expect(capRange(['2026-01-01', '2026-03-01'], '2026-01-14')).toEqual(['2026-01-01', '2026-01-14'])
    expect(capRange(['2026-02-01', null], '2026-01-14')).toEqual(['2026-01-14', null])
  })

  it('count days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01')
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31')
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
  })

  it('offer Today, Yesterday, This Week, Last Week, This Month and Last Month (weeks from Monday)', () => {
    // 2026-01-14 is a Wednesday.
    expect(dayRangePresets('2026-01-14')).toEqual([
      { label: 'Today', value: ['2026-01-14', '2026-01-14'] },
      { label: 'Yesterday', value: ['2026-01-13', '2026-01-13'] },
      { label: 'This Week', value: ['2026-01-12', '2026-01-14'] },
      { label: 'Last Week', value: ['2026-01-05', '2026-01-11'] },
      { label: 'This Month', value: ['2026-01-01', '2026-01-14'] },
      { label: 'Last Month', value: ['2025-12-01', '2025-12-31'] },
    ])
  })

  it('start This Week on the Monday itself, and Last Month of March in February', () => {
    const presets = new Map(dayRangePresets('2024-03-04').map((p) => [p.label, p.value]))
    expect(presets.get('This Week')).toEqual(['2024-03-04', '2024-03-04'])
    expect(presets.get('Last Week')).toEqual(['2024-02-26', '2024-03-03'])
    expect(presets.get('Last Month')).toEqual(['2024-02-01', '2024-02-29'])
    expect(new Map(dayRangePresets('2026-01-18').map((p) => [p.label, p.value])).get('This Week')).toEqual([
      '2026-01-12',
      '2026-01-18',
    ])
  })

  it.each([
    ['01/14/26', '2026-01-14'],
    ['1/4/2026', '2026-01-04'],
    ['12-31-25', '2025-12-31'],
    ['2026-02-28', '2026-02-28'],
    [' 02/29/28 ', '2028-02-29'],
    ['02/30/26', null],
    ['14/01/26', null],
    ['yesterday', null],
    ['', null],
  ])('read the typed date %j as %j', (typed, day) => {
    expect(parseTypedDay(typed)).toBe(day)
  })

  it('show a day as mm/dd/yy, and nothing for no day', () => {
    expect(formatTypedDay('2026-01-04')).toBe('01/04/26')
    expect(formatTypedDay(null)).toBe('')
    expect(isDay('2026-02-31')).toBe(false)
  })
})
