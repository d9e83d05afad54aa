import { onFirstUse } from '../shared/on-first-use'

const dateFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' }))

/** An ISO timestamp as a short Indian-English date (12 Mar 2026); empty text when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : dateFormat().format(date)
}

const dateTimeFormat = onFirstUse(() => new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }))

/** An ISO timestamp as a short Indian-English date and time (12 Mar 2026, 3:45 pm); empty when it is not a date. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat().format(date)
}
