import { useQuery } from '@tanstack/react-query'
import type { CheckboxOption } from '../../../components/list-kit/checkbox-list'
import type { FoundOptions } from '../../../components/list-kit/filter-spec'
import type { PoFilterOptions } from '../../../shared/po-read-schemas'
import { poListQueries } from './queries'

type OptionKind = 'poNumbers' | 'vendors' | 'creators'

function optionsOf(data: PoFilterOptions | undefined, kind: OptionKind): CheckboxOption[] {
  if (!data) return []
  if (kind === 'poNumbers') return data.poNumbers.map((n) => ({ value: n, label: n }))
  return data[kind].map((o) => ({ value: o.id, label: o.name }))
}

/**
 * The PO numbers, vendors or creators of the server's POs matching a search (the search runs on
 * the server); the unsearched list names ticked values a search no longer finds.
 */
function usePoOptions(kind: OptionKind, search: string): FoundOptions {
  const all = useQuery(poListQueries.filterOptions(''))
  const found = useQuery({ ...poListQueries.filterOptions(search), enabled: search !== '' })
  return {
    options: optionsOf(search === '' ? all.data : found.data, kind),
    names: new Map(optionsOf(all.data, kind).map((o) => [o.value, o.label])),
    loading: all.isFetching || found.isFetching,
    empty: all.isPending ? 'Loading…' : search ? `Nothing matches “${search}”` : 'No purchase orders yet',
  }
}

/** Options of the PO Number filter. */
export const usePoNumberOptions = (search: string) => usePoOptions('poNumbers', search)
/** Options of the Vendor filter. */
export const useVendorOptions = (search: string) => usePoOptions('vendors', search)
/** Options of the Created By filter. */
export const useCreatorOptions = (search: string) => usePoOptions('creators', search)
