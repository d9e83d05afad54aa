/** A range of calendar days (YYYY-MM-DD); either end may be open. */
export type DayRange = [string | null, string | null]

/** A named range the date filters offer with one click; Overdue has no start. */
export interface DayRangePreset {
  label: string
  value: DayRange
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/

/** The calendar day as a UTC date, so day arithmetic never crosses a daylight-saving change. */
const utc = (day: string) => new Date(`${day}T00:00:00.000Z`)
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** True for a real calendar day written as YYYY-MM-DD (2026-02-31 is not one). */
export function isDay(text: string): boolean {
  return DAY_RE.test(text) && !Number.isNaN(utc(text).getTime()) && dayOf(utc(text)) === text
}

/** The day `days` after (or before, when negative) the given one. */
export function addDays(day: string, days: number): string {
  const date = utc(day)
  date.setUTCDate(date.getUTCDate() + days)
  return dayOf(date)
}

/** A range whose end is before its start, swapped (spec point 5); open ends stay as they are. */
export function orderedRange([from, to]: DayRange): DayRange {
  return from !== null && to !== null && to < from ? [to, from] : [from, to]
}

/** A range with both ends no later than `max` (the date filters' maximum date is today). */
export function capRange([from, to]: DayRange, max: string): DayRange {
  const cap = (day: string | null) => (day !== null && day > max ? max : day)
  return [cap(from), cap(to)]
}

/** True when neither end of the range is set. */
export const isEmptyRange = ([from, to]: DayRange): boolean => from === null && to === null

/**
 * The presets of the calendars (spec point 9): Today, Yesterday, This Week, Last Week, This Month
 * and Last Month. Weeks start on Monday, as the calendar shows them; no range runs past today.
 */
export function dayRangePresets(today: string): DayRangePreset[] {
  const date = utc(today)
  const sinceMonday = (date.getUTCDay() + 6) % 7
  const monday = addDays(today, -sinceMonday)
  const firstOfMonth = `${today.slice(0, 8)}01`
  const lastOfPreviousMonth = addDays(firstOfMonth, -1)
  return [
    { label: 'Today', value: [today, today] },
    { label: 'Yesterday', value: [addDays(today, -1), addDays(today, -1)] },
    { label: 'This Week', value: [monday, today] },
    { label: 'Last Week', value: [addDays(monday, -7), addDays(monday, -1)] },
    { label: 'This Month', value: [firstOfMonth, today] },
    { label: 'Last Month', value: [`${lastOfPreviousMonth.slice(0, 8)}01`, lastOfPreviousMonth] },
  ]
}

/**
 * The presets of a due-date filter (Delivery Date), whose days may lie ahead: Next 7 days and
 * Next 30 days run from today, Overdue is every day before today.
 */
export function dueDayPresets(today: string): DayRangePreset[] {
  return [
    { label: 'Next 7 days', value: [today, addDays(today, 7)] },
    { label: 'Next 30 days', value: [today, addDays(today, 30)] },
    { label: 'Overdue', value: [null, addDays(today, -1)] },
  ]
}

/** A day as the From Date / To Date inputs show it: mm/dd/yy (spec point 9, locale en). */
export function formatTypedDay(day: string | null): string {
  if (day === null || !isDay(day)) return ''
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(2, 4)}`
}

/**
 * What a user typed into a From Date / To Date input, as a day: mm/dd/yy, mm/dd/yyyy (with / - or
 * . between the parts) or YYYY-MM-DD. Two-digit years are 20yy. Null when it is not a real day.
 */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim()
  if (isDay(trimmed)) return trimmed
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(trimmed)
  if (!match) return null
  const [, month = '', day = '', year = ''] = match
  const iso = `${year.length === 2 ? `20${year}` : year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`
  return isDay(iso) ? iso : null
}
