import { Group, Pagination, Select, Text } from '@mantine/core'
import { pageCount, rangeText } from '../../../components/data-table-state'
import { CATALOGUE_PAGE_SIZES, type CataloguePageSize } from '../catalogue-search'

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' }

/** Props of the catalogue pager. */
export interface CataloguePagerProps {
  page: number
  size: CataloguePageSize
  total: number
  onPageChange: (page: number) => void
  onSizeChange: (size: CataloguePageSize) => void
}

/** 'Showing 13–24 of 30', products per page and the page buttons under the grid. */
export function CataloguePager({ page, size, total, onPageChange, onSizeChange }: CataloguePagerProps) {
  const pages = pageCount(total, size)
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {rangeText(page, size, total)}
      </Text>
      <Group gap="sm">
        <Select
          aria-label="Products per page"
          size="xs"
          w={88}
          data={CATALOGUE_PAGE_SIZES.map(String)}
          value={String(size)}
          allowDeselect={false}
          onChange={(value) => onSizeChange(CATALOGUE_PAGE_SIZES.find((n) => String(n) === value) ?? size)}
        />
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      </Group>
    </Group>
  )
}
