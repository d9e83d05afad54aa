import { fullDate, mediumDate } from './date-text'

/** A calendar day (YYYY-MM-DD) as a short Indian-English date (12 Mar 2026), the same day in every time zone. */
export function formatDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`)
  return Number.isNaN(date.getTime())
    ? isoDay
    : mediumDate(date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear())
}

/** A calendar day (YYYY-MM-DD) in full (Thursday, 12 March 2026), the same day in every time zone. */
export function formatLongDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDay
  return fullDate(date.getUTCDay(), date.getUTCDate(), date.getUTCMonth(), date.getUTCFullYear())
}

/** A date's local calendar day as YYYY-MM-DD (what a date input holds). */
export function isoDayOf(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0')
  const day = String(date.getDate()).padStart(2, '0')
  return `${date.getFullYear()}-${month}-${day}`
}

/** A number of days in words: '1 day', '3 days'. */
export function daysText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`
}
