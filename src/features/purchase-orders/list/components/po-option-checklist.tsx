import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { CheckboxList, type CheckboxOption } from '../../../../components/checkbox-list'
import type { PoFilterOptions } from '../../../../shared/po-read-schemas'
import { poListQueries } from '../queries'

/** Which list of get-po-filter-options a checklist shows. */
export type PoOptionKind = 'poNumbers' | 'vendors' | 'creators'

const PLACEHOLDERS: Record<PoOptionKind, string> = {
  poNumbers: 'Search PO numbers',
  vendors: 'Search vendors',
  creators: 'Search people',
}

function optionsOf(data: PoFilterOptions | undefined, kind: PoOptionKind): CheckboxOption[] {
  if (!data) return []
  if (kind === 'poNumbers') return data.poNumbers.map((n) => ({ value: n, label: n }))
  return data[kind].map((o) => ({ value: o.id, label: o.name }))
}

/**
 * The searchable checkbox list of the PO Number, Vendor and Created By filters: the options come
 * from the server's POs, and the search runs on the server 300 ms after typing stops. Ticked
 * values keep their names while a search hides them.
 */
export function PoOptionChecklist(props: {
  kind: PoOptionKind
  label: string
  value: readonly string[]
  onChange: (value: string[]) => void
}) {
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search.trim(), 300)
  const all = useQuery(poListQueries.filterOptions(''))
  const found = useQuery({ ...poListQueries.filterOptions(debounced), enabled: debounced !== '' })
  const names = new Map(optionsOf(all.data, props.kind).map((o) => [o.value, o.label]))
  const options = optionsOf(debounced === '' ? all.data : found.data, props.kind)
  const listed = new Set(options.map((o) => o.value))
  const ticked = props.value
    .filter((value) => !listed.has(value))
    .map((value) => ({ value, label: names.get(value) ?? value }))
  return (
    <CheckboxList
      label={props.label}
      options={[...ticked, ...options]}
      value={props.value}
      onChange={props.onChange}
      search={{
        value: search,
        onChange: setSearch,
        placeholder: PLACEHOLDERS[props.kind],
        loading: all.isFetching || found.isFetching || search.trim() !== debounced,
      }}
      empty={all.isPending ? 'Loading…' : debounced ? `Nothing matches “${debounced}”` : 'No purchase orders yet'}
    />
  )
}
