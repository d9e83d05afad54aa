import { Select, Text } from '@mantine/core'
import { type ReactNode, useEffect } from 'react'
import type { DayRange } from '../../lib/day-range'
import { useAfterFirstPaint } from '../../lib/use-after-first-paint'
import { FilterDropdown } from './filter-dropdown'
import { filterEditor, loadFilterEditor } from './filter-editors'
import {
  dropdownPatch,
  dropdownValue,
  type FilterBarSpec,
  type FilterSpec,
  filterSummary,
  isOff,
  type SelectFilterSpec,
  type ValueRange,
} from './filter-spec'
import { SearchBar } from './search-bar'

/** Props of a list's filter bar. */
export interface FilterBarProps<TSearch extends object> {
  /** The list's URL state. */
  search: TSearch
  /** The screen's description of its bar: the search box and the filters. */
  bar: FilterBarSpec<keyof TSearch & string>
  onChange: (patch: Partial<TSearch>) => void
  /** Whether a filter is on, and the change that turns them all off (Reset filters). */
  filtered: boolean
  reset: Partial<TSearch>
  /** More controls after the filters (a sort choice). */
  children?: ReactNode
}

type Dropdown = Exclude<FilterSpec<string>, SelectFilterSpec<string>>

function SelectFilter({
  spec,
  value,
  onChange,
}: {
  spec: SelectFilterSpec<string>
  value: unknown
  onChange: (value: unknown) => void
}) {
  return (
    <Select<string | number>
      label={spec.label}
      placeholder={spec.placeholder}
      data={spec.options}
      value={(value as string | number | undefined) ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      searchable={spec.searchable}
      nothingFoundMessage={spec.nothingFound}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${spec.label.toLowerCase()} filter` }}
      maxDropdownHeight={300}
      w={{ base: '100%', xs: spec.width ?? 190 }}
    />
  )
}

/** In place of an editor whose code could not be loaded (offline before the app was stored on this device). */
function EditorMissing() {
  return (
    <Text size="sm" c="red.8" role="alert">
      This filter could not be loaded. Check the connection and open it again.
    </Text>
  )
}

function DropdownFilter({
  spec,
  search,
  onApply,
}: {
  spec: Dropdown
  search: object
  onApply: (patch: object) => void
}) {
  const value = dropdownValue(spec, search as Record<string, unknown>) as readonly unknown[]
  return (
    <FilterDropdown<readonly unknown[]>
      label={spec.label}
      value={value}
      empty={spec.kind === 'checkboxes' ? [] : [null, null]}
      isEmpty={isOff}
      summary={(applied) => filterSummary(spec, applied)}
      onApply={(next) => onApply(dropdownPatch(spec, next))}
      width={spec.kind === 'dateRange' ? 320 : undefined}
      beforeOpen={() => loadFilterEditor(spec.kind)}
    >
      {(draft, set) => {
        if (spec.kind === 'checkboxes') {
          const FilterCheckboxes = filterEditor('checkboxes')
          return FilterCheckboxes ? (
            <FilterCheckboxes spec={spec} value={draft as string[]} onChange={set} />
          ) : (
            <EditorMissing />
          )
        }
        if (spec.kind === 'dateRange') {
          const DateRangeFilter = filterEditor('dateRange')
          return DateRangeFilter ? (
            <DateRangeFilter
              label={spec.label}
              kind={spec.due ? 'due' : 'past'}
              value={draft as DayRange}
              onChange={set}
            />
          ) : (
            <EditorMissing />
          )
        }
        const ValueRangeFilter = filterEditor('valueRange')
        return ValueRangeFilter ? (
          <ValueRangeFilter
            value={draft as ValueRange}
            onChange={set}
            bounds={spec.bounds}
            hint={spec.hint}
            prefix={spec.prefix}
          />
        ) : (
          <EditorMissing />
        )
      }}
    </FilterDropdown>
  )
}

/**
 * A list's filters as a screen describes them: the search box (typing updates the URL after a
 * pause), selects applied at once, and dropdowns (checkbox lists, date and value ranges) applied
 * with Apply. Every value lives in the URL; Reset filters turns them all off.
 */
export function FilterBar<TSearch extends object>(props: FilterBarProps<TSearch>) {
  const { search, onChange } = props
  const { text, filters } = props.bar
  // The dropdowns' editors load once the screen has painted, so a dropdown opens at once.
  const painted = useAfterFirstPaint()
  useEffect(() => {
    if (!painted) return
    for (const spec of filters) if (spec.kind !== 'select') loadFilterEditor(spec.kind).catch(() => undefined)
  }, [painted, filters])
  const values = search as Record<string, unknown>
  const apply = (patch: object) => onChange(patch as Partial<TSearch>)
  return (
    <SearchBar search={search} text={text} onChange={onChange} filtered={props.filtered} reset={props.reset}>
      {filters.map((spec) =>
        spec.kind === 'select' ? (
          <SelectFilter
            key={spec.param}
            spec={spec}
            value={values[spec.param]}
            onChange={(value) => apply({ [spec.param]: value })}
          />
        ) : (
          <DropdownFilter key={spec.label} spec={spec} search={search} onApply={apply} />
        ),
      )}
      {props.children}
    </SearchBar>
  )
}
