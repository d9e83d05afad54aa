import type { DateRangeFilter } from './date-range-filter'
import type { FilterCheckboxes } from './filter-checkboxes'
import type { ValueRangeFilter } from './value-range-filter'

/**
 * The editors of a filter bar's dropdowns, loaded apart from the list screens: the calendar (@mantine/dates,
 * dayjs), the number inputs and the checkbox list are not part of a screen's first load (issue 12). A bar
 * loads its editors once its screen has painted, and a dropdown opens once its editor is there, so the
 * editor is in place (and takes the focus) when the dropdown shows.
 */
export interface FilterEditors {
  checkboxes: typeof FilterCheckboxes
  dateRange: typeof DateRangeFilter
  valueRange: typeof ValueRangeFilter
}

export type FilterEditorKind = keyof FilterEditors

const loaded: Partial<FilterEditors> = {}
const loading = new Map<FilterEditorKind, Promise<void>>()

const imports: { [K in FilterEditorKind]: () => Promise<FilterEditors[K]> } = {
  checkboxes: () => import('./filter-checkboxes').then((m) => m.FilterCheckboxes),
  dateRange: () => import('./date-range-filter').then((m) => m.DateRangeFilter),
  valueRange: () => import('./value-range-filter').then((m) => m.ValueRangeFilter),
}

/** Loads the editor of a kind of dropdown (once; a failed load is tried again on the next call). */
export function loadFilterEditor(kind: FilterEditorKind): Promise<void> {
  let promise = loading.get(kind)
  if (!promise) {
    promise = imports[kind]().then(
      (editor) => {
        ;(loaded as Record<FilterEditorKind, unknown>)[kind] = editor
      },
      (error: unknown) => {
        loading.delete(kind)
        throw error
      },
    )
    loading.set(kind, promise)
  }
  return promise
}

/** The editor of a kind of dropdown once loaded, else undefined. */
export function filterEditor<K extends FilterEditorKind>(kind: K): FilterEditors[K] | undefined {
  return loaded[kind]
}
