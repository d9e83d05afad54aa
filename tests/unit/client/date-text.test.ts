import { describe, expect, it } from 'vitest'
import { clockTime } from '../../../src/features/offline/pending-describe'
import { formatSavedAt } from '../../../src/features/offline/shown-data-age'
import { formatDay, formatLongDay } from '../../../src/lib/calendar-day'
import { formatDate, formatDateTime } from '../../../src/lib/format-date'

/** Every month and weekday, every hour (midnight and noon included), minutes needing a zero, over a century. */
function moments(): Date[] {
  const out: Date[] = []
  for (let month = 0; month < 12; month++) {
    for (let day = 1; day <= 28; day += 3) out.push(new Date(2026, month, day, (month * 7 + day) % 24, day % 60))
  }
  for (let hour = 0; hour < 24; hour++) out.push(new Date(2026, 2, 2, hour, 4), new Date(2026, 2, 2, hour, 59))
  let at = Date.UTC(2000, 0, 1)
  while (at < Date.UTC(2100, 0, 1)) {
    out.push(new Date(at))
    at += 37 * 86_400_000 + 3_623_000
  }
  return out
}

describe('dates written out as Intl writes them (en-IN, en-GB)', () => {
  it('formatDate and formatDateTime: the medium date, and with the short time, in the local time zone', () => {
    const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' })
    const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' })
    const wrong = moments().filter(
      (at) =>
        formatDate(at.toISOString()) !== date.format(at) || formatDateTime(at.toISOString()) !== dateTime.format(at),
    )
    expect(wrong.map((at) => [at.toISOString(), formatDateTime(at.toISOString()), dateTime.format(at)])).toEqual([])
    expect(formatDate('not a date')).toBe('')
    expect(formatDateTime('')).toBe('')
  })

  it('formatDay and formatLongDay: a calendar day, the same in every time zone', () => {
    const medium = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' })
    const full = new Intl.DateTimeFormat('en-IN', { dateStyle: 'full', timeZone: 'UTC' })
    const days = moments().map((at) => at.toISOString().slice(0, 10))
    const wrong = days.filter((day) => {
      const at = new Date(`${day}T00:00:00Z`)
      return formatDay(day) !== medium.format(at) || formatLongDay(day) !== full.format(at)
    })
    expect(wrong).toEqual([])
    expect(formatLongDay('2026-03-02')).toBe('Monday, 2 March 2026')
    expect(formatDay('2026-09-05')).toBe('5 Sept 2026')
    expect(formatDay('someday')).toBe('someday')
  })

  it('the offline panel: day and month with a 24-hour time (en-GB)', () => {
    const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' })
    const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false })
    const wrong = moments().filter(
      (at) =>
        formatSavedAt(at.getTime()) !== `${day.format(at)}, ${clock.format(at)}` ||
        clockTime(at.getTime()) !== clock.format(at),
    )
    expect(wrong.map((at) => [at.toISOString(), formatSavedAt(at.getTime())])).toEqual([])
  })
})
