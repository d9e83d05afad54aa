import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { CheckboxList } from './checkbox-list'
import type { CheckboxFilterSpec, FoundOptions } from './filter-spec'

/** A fixed list searched here, by label. */
const fixedOptions =
  (all: CheckboxFilterSpec<string>['options'] = []) =>
  (search: string): FoundOptions => {
    const text = search.toLowerCase()
    return { options: text ? all.filter((o) => o.label.toLowerCase().includes(text)) : all }
  }

/**
 * The body of a checkbox filter: its options, and a search box when the spec has one. A search of
 * options found elsewhere runs 300 ms after typing stops; ticked values keep their names.
 */
export function FilterCheckboxes(props: {
  spec: CheckboxFilterSpec<string>
  value: readonly string[]
  onChange: (value: string[]) => void
}) {
  const { spec } = props
  return <SearchedCheckboxes {...props} useOptions={spec.useOptions ?? fixedOptions(spec.options)} />
}

function SearchedCheckboxes(props: {
  spec: CheckboxFilterSpec<string>
  value: readonly string[]
  onChange: (value: string[]) => void
  useOptions: (search: string) => FoundOptions
}) {
  const { spec } = props
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const found = props.useOptions(spec.useOptions ? debounced : search.trim())
  const listed = new Set(found.options.map((o) => o.value))
  const ticked = props.value
    .filter((value) => !listed.has(value))
    .map((value) => ({ value, label: found.names?.get(value) ?? value }))
  const searchable = spec.useOptions !== undefined || spec.searchPlaceholder !== undefined
  return (
    <CheckboxList
      label={spec.label}
      options={[...ticked, ...found.options]}
      value={props.value}
      onChange={props.onChange}
      search={
        searchable
          ? {
              value: search,
              onChange: setSearch,
              placeholder: spec.searchPlaceholder ?? `Search ${spec.label}`,
              loading: Boolean(found.loading) || (spec.useOptions !== undefined && search.trim() !== debounced),
            }
          : undefined
      }
      empty={found.empty}
    />
  )
}
