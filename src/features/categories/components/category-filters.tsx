import { Button, Group, Paper, Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { SearchField } from '../../../components/search-field'
import { CATALOGUE_STATUSES, type CatalogueStatus } from '../../../shared/catalogue-enums'
import type { CategoryListSearch } from '../list-search'
import { categoryQueries } from '../queries'

/** Props of the category filter bar. */
export interface CategoryFiltersProps {
  search: CategoryListSearch
  onChange: (patch: Partial<CategoryListSearch>) => void
}

/** parentCatID 0 lists top-level categories only. */
const TOP_LEVEL = 0

/** Search, status and parent filters of /Manage-Category; every value lives in the URL. */
export function CategoryFilters({ search, onChange }: CategoryFiltersProps) {
  const [resets, setResets] = useState(0)
  const selectable = useQuery(categoryQueries.selectable())
  const parents = [
    { value: TOP_LEVEL, label: 'Top level only' },
    ...(selectable.data?.data ?? []).map((row) => ({ value: row.CategoryID, label: row.CategoryName })),
  ]
  const filtered = Boolean(search.q || search.status || search.parent !== undefined)
  const reset = () => {
    setResets((n) => n + 1)
    onChange({ q: undefined, status: undefined, parent: undefined })
  }
  return (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-end" gap="sm">
        <SearchField
          key={resets}
          label="Search"
          placeholder="Name or code"
          value={search.q ?? ''}
          onSearch={(q) => onChange({ q })}
        />
        <Select<CatalogueStatus>
          label="Status"
          placeholder="All statuses"
          data={CATALOGUE_STATUSES}
          value={search.status ?? null}
          onChange={(status) => onChange({ status: status ?? undefined })}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear status filter' }}
          w={{ base: '100%', xs: 170 }}
        />
        <Select<number>
          label="Parent category"
          placeholder={selectable.isPending ? 'Loading...' : 'All parents'}
          data={parents}
          value={search.parent ?? null}
          onChange={(parent) => onChange({ parent: parent ?? undefined })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Clear parent filter' }}
          nothingFoundMessage="No category matches"
          maxDropdownHeight={300}
          w={{ base: '100%', xs: 220 }}
        />
        {filtered ? (
          <Button variant="subtle" onClick={reset}>
            Reset filters
          </Button>
        ) : null}
      </Group>
    </Paper>
  )
}
