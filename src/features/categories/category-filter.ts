import { useQuery } from '@tanstack/react-query'
import type { SelectFilterSpec } from '../../components/list-kit/filter-spec'
import { categoryQueries } from './queries'

/** A list filter choosing one category (searchable), from the categories that can be chosen; `first` leads the list. */
export function useCategoryFilter<TKey extends string>(
  param: TKey,
  label: string,
  placeholder: string,
  first?: { value: number; label: string },
): SelectFilterSpec<TKey> {
  const selectable = useQuery(categoryQueries.selectable())
  const categories = (selectable.data?.data ?? []).map((row) => ({ value: row.CategoryID, label: row.CategoryName }))
  return {
    kind: 'select',
    param,
    label,
    placeholder: selectable.isPending ? 'Loading...' : placeholder,
    options: first ? [first, ...categories] : categories,
    searchable: true,
    nothingFound: 'No category matches',
    width: 220,
  }
}
