// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { DateRangeFilter } from '../../../src/components/list-kit/date-range-filter'
import { isoDayOf } from '../../../src/lib/calendar-day'
import { addDays, type DayRange, dueDayPresets, formatTypedDay } from '../../../src/lib/day-range'
import { installJsdomShims } from '../support/jsdom-shims'

beforeAll(installJsdomShims)
afterEach(cleanup)

/** Renders a filter and answers the ranges it reported. */
function filter(label: string, kind?: 'past' | 'due') {
  const changes: DayRange[] = []
  const onChange = vi.fn((range: DayRange) => changes.push(range))
  render(
    <MantineProvider>
      <DateRangeFilter label={label} kind={kind} value={[null, null]} onChange={onChange} />
    </MantineProvider>,
  )
  return changes
}

/** Types a day into an input and leaves it. */
function type(label: string, day: string) {
  const input = screen.getByRole('textbox', { name: label })
  fireEvent.change(input, { target: { value: formatTypedDay(day) } })
  fireEvent.blur(input)
}

describe('issue 11.7: the Delivery Date filter takes days ahead', () => {
  const today = isoDayOf(new Date())
  const nextWeek = addDays(today, 7)

  it('keeps a typed future day for a due date, and caps it to today for a past date', () => {
    const due = filter('Delivery Date', 'due')
    type('Delivery Date To Date', nextWeek)
    expect(due.at(-1)).toEqual([null, nextWeek])
    cleanup()
    const past = filter('Po Date')
    type('Po Date To Date', nextWeek)
    expect(past.at(-1)).toEqual([null, today])
  })

  it('offers Next 7 days, Next 30 days and Overdue for a due date, not the past presets', () => {
    const changes = filter('Delivery Date', 'due')
    const presets = screen.getByRole('group', { name: 'Delivery Date presets' })
    expect([...presets.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      'Next 7 days',
      'Next 30 days',
      'Overdue',
    ])
    fireEvent.click(screen.getByRole('button', { name: 'Next 7 days' }))
    expect(changes.at(-1)).toEqual([today, nextWeek])
    fireEvent.click(screen.getByRole('button', { name: 'Overdue' }))
    expect(changes.at(-1)).toEqual([null, addDays(today, -1)])
  })

  it('computes the due presets from today', () => {
    expect(dueDayPresets('2026-01-28')).toEqual([
      { label: 'Next 7 days', value: ['2026-01-28', '2026-02-04'] },
      { label: 'Next 30 days', value: ['2026-01-28', '2026-02-27'] },
      { label: 'Overdue', value: [null, '2026-01-27'] },
    ])
  })
})
