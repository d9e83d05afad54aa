import { clock12, mediumDate } from './date-text'

/** An ISO timestamp as a short Indian-English date (12 Mar 2026); empty text when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : mediumDate(date.getDate(), date.getMonth(), date.getFullYear())
}

/** An ISO timestamp as a short Indian-English date and time (12 Mar 2026, 3:45 pm); empty when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${mediumDate(date.getDate(), date.getMonth(), date.getFullYear())}, ${clock12(date.getHours(), date.getMinutes())}`
}
