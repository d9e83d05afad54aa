import { Group, Paper, Select } from '@mantine/core'
import { SearchField } from '../../../components/search-field'
import { CATALOGUE_SORT_LABELS, CATALOGUE_SORTS, type CatalogueSearch, type CatalogueSort } from '../catalogue-search'

const SORT_OPTIONS = CATALOGUE_SORTS.map((sort) => ({ value: sort, label: CATALOGUE_SORT_LABELS[sort] }))

/** Props of the catalogue toolbar. */
export interface CatalogueToolbarProps {
  search: CatalogueSearch
  onChange: (patch: Partial<CatalogueSearch>) => void
}

/** Search (name or SKU) and sort of the catalogue; both live in the URL. */
export function CatalogueToolbar({ search, onChange }: CatalogueToolbarProps) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-end" gap="sm">
        <SearchField
          label="Search products"
          placeholder="Name or SKU"
          value={search.q ?? ''}
          onSearch={(q) => onChange({ q })}
        />
        <Select<CatalogueSort>
          label="Sort by"
          data={SORT_OPTIONS}
          value={search.sort ?? CATALOGUE_SORTS[0]}
          onChange={(sort) => onChange({ sort: sort ?? undefined })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
        />
      </Group>
    </Paper>
  )
}
