/** Months as the date fields show them (12 Mar 2026). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const FULL_MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]

/** The display format of the PO's date fields, in dayjs tokens. */
export const PO_DAY_FORMAT = 'DD MMM YYYY'

const pad = (n: number) => String(n).padStart(2, '0')

/** A day from its parts as YYYY-MM-DD, or null when that day does not exist. */
function dayOf(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  const ok = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return ok ? `${year}-${pad(month)}-${pad(day)}` : null
}

/**
 * What a typed date means, as YYYY-MM-DD: '2026-03-12', '12 Mar 2026', '12 March 2026' or
 * '12/03/2026' (day first, as in India); null when it is not a day.
 */
export function parsePoDay(text: string): string | null {
  const value = text.trim()
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value)
  if (match) return dayOf(Number(match[1]), Number(match[2]), Number(match[3]))
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value)
  if (match) return dayOf(Number(match[3]), Number(match[2]), Number(match[1]))
  match = /^(\d{1,2})\s+([A-Za-z]{3,9})\.?,?\s+(\d{4})$/.exec(value)
  if (match?.[2]) {
    const word = match[2].toLowerCase()
    const month = MONTHS.findIndex((short, i) => word === short.toLowerCase() || word === FULL_MONTHS[i])
    return month < 0 ? null : dayOf(Number(match[3]), month + 1, Number(match[1]))
  }
  return null
}

/** Today's local calendar day as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** The day `years` years from a YYYY-MM-DD day (the calendar's limits: 100 years back, 20 ahead). */
export function yearsFrom(day: string, years: number): string {
  return `${Number(day.slice(0, 4)) + years}${day.slice(4)}`
}
