/** Days (UTC, YYYY-MM-DD) the dashboard counts by. */
export const isoDay = (when: Date) => when.toISOString().slice(0, 10)

/** A day moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return isoDay(date)
}

/** The Monday of the week a day is in (the history list's This Week starts there). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00.000Z`).getUTCDay()
  return addDays(day, -((weekday + 6) % 7))
}

/** "Due this week" is the PO list's Next 7 days: today and the seven days after it. */
export const weekAhead = (today: string) => ({ from: today, to: addDays(today, 7) })
