/** One field a stale edit differs in: what the user typed and what is stored now, as shown to them. */
export interface FieldChange {
  field: string
  label: string
  mine: string
  theirs: string
}

/** How the compare view shows a value: text as typed, a list joined, nothing as '(empty)'. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)'
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : value.map(shownValue).join(', ')
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

/**
 * The labelled fields whose values differ between the user's form and the current record's, in the
 * order of `labels`; `show` formats a field's value its own way (ids as names, lines as a count).
 */
export function changedFields<V extends object>(
  mine: V,
  theirs: V,
  labels: Partial<Record<keyof V & string, string>>,
  show: Partial<Record<keyof V & string, (value: unknown) => string>> = {},
): FieldChange[] {
  const changes: FieldChange[] = []
  for (const [field, label] of Object.entries(labels) as [keyof V & string, string][]) {
    const a = mine[field]
    const b = theirs[field]
    if (JSON.stringify(a) === JSON.stringify(b)) continue
    const format = show[field] ?? shownValue
    changes.push({ field, label, mine: format(a), theirs: format(b) })
  }
  return changes
}
