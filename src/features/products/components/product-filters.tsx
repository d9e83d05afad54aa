import { Button, Group, Paper, Select } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { SearchField } from '../../../components/search-field'
import { CATALOGUE_STATUSES, type CatalogueStatus } from '../../../shared/catalogue-enums'
import { categoryQueries } from '../../categories/queries'
import type { ProductListSearch } from '../list-search'

/** Props of the product filter bar. */
export interface ProductFiltersProps {
  search: ProductListSearch
  onChange: (patch: Partial<ProductListSearch>) => void
}

/** Search (name or SKU), status and category filters of /Manage-Product; every value lives in the URL. */
export function ProductFilters({ search, onChange }: ProductFiltersProps) {
  const [resets, setResets] = useState(0)
  const selectable = useQuery(categoryQueries.selectable())
  const categories = (selectable.data?.data ?? []).map((row) => ({ value: row.CategoryID, label: row.CategoryName }))
  const filtered = Boolean(search.q || search.status || search.category)
  const reset = () => {
    setResets((n) => n + 1)
    onChange({ q: undefined, status: undefined, category: undefined })
  }
  return (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-end" gap="sm">
        <SearchField
          key={resets}
          label="Search"
          placeholder="Name or SKU"
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
          label="Category"
          placeholder={selectable.isPending ? 'Loading...' : 'All categories'}
          data={categories}
          value={search.category ?? null}
          onChange={(category) => onChange({ category: category ?? undefined })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Clear category filter' }}
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
