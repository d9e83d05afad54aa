/** The state of a select-all checkbox for a page: checked, indeterminate (some) or neither. */
export function selectAllState(pageIds: readonly string[], selected: ReadonlySet<string>) {
  const count = pageIds.filter((id) => selected.has(id)).length
  return { checked: pageIds.length > 0 && count === pageIds.length, indeterminate: count > 0 && count < pageIds.length }
}

/** The selection with one id ticked or unticked. */
export function toggled(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected)
  if (on) next.add(id)
  else next.delete(id)
  return next
}
