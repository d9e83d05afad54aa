/*
 * Dates and times written out the way the en-IN and en-GB Intl formats the app uses write them, instead of
 * with Intl.DateTimeFormat: the first Intl formatter a page makes loads the locale's data, about 35 ms on a
 * desktop and four times that on a phone, and the first screen's render paid it (issue 12).
 * tests/unit/client/date-text.test.ts compares each with Intl's own output.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

const pad2 = (value: number) => String(value).padStart(2, '0')

/** A month's (0 to 11) short name as en-IN and en-GB write it: Jan to Aug, Sept, Oct to Dec. */
const shortMonth = (month: number) => (MONTHS[month] ?? '').slice(0, month === 8 ? 4 : 3)

/** en-IN's medium date: "2 Mar 2026". */
export const mediumDate = (day: number, month: number, year: number) => `${day} ${shortMonth(month)} ${year}`

/** en-IN's full date: "Monday, 2 March 2026". */
export const fullDate = (weekday: number, day: number, month: number, year: number) =>
  `${WEEKDAYS[weekday]}, ${day} ${MONTHS[month]} ${year}`

/** en-GB's day and short month: "2 Mar". */
export const dayAndMonth = (day: number, month: number) => `${day} ${shortMonth(month)}`

/** en-IN's short time, on a 12-hour clock: "3:04 pm", "12:04 am". */
export const clock12 = (hours: number, minutes: number) =>
  `${hours % 12 || 12}:${pad2(minutes)} ${hours < 12 ? 'am' : 'pm'}`

/** en-GB's two-digit time on a 24-hour clock: "15:04", "00:04". */
export const clock24 = (hours: number, minutes: number) => `${pad2(hours)}:${pad2(minutes)}`
