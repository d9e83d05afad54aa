const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' })

/** An ISO timestamp as a short Indian-English date (12 Mar 2026); empty text when it is not a date. */
export function formatDate(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date)
}
