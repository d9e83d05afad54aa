import { Button, Text } from '@mantine/core'
import { choiceFilter, type FilterBarSpec } from '../../../components/list-kit/filter-spec'
import { amountColumn, type ListColumn } from '../../../components/list-kit/list-table'
import { AnchorLink, ButtonLink } from '../../../components/router-links'
import { StatusBadge } from '../../../components/status-badge'
import { formatDate } from '../../../lib/format-date'
import { CATALOGUE_STATUSES, gstLabel } from '../../../shared/catalogue-enums'
import type { CategoryRow } from '../../../shared/category-schemas'
import { useCategoryFilter } from '../category-filter'
import type { CategoryListSearch, CategorySortColumn } from '../list-search'

/** Columns of the category list; the name opens the category. */
export const CATEGORY_COLUMNS: ReadonlyArray<ListColumn<CategoryRow, CategorySortColumn>> = [
  {
    key: 'name',
    header: 'Name',
    sortKey: 'CategoryName',
    render: (row) => (
      <AnchorLink to="/Create-Category/$id" params={{ id: String(row.CategoryID) }} fw={600} size="sm">
        {row.CategoryName}
      </AnchorLink>
    ),
  },
  { key: 'code', header: 'Code', sortKey: 'CategoryCode', nowrap: true, render: (row) => row.CategoryCode },
  {
    key: 'parent',
    header: 'Parent',
    sortKey: 'ParentCategoryName',
    render: (row) =>
      row.ParentCategoryName ?? (
        <Text c="dimmed" size="sm">
          Top level
        </Text>
      ),
  },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'Status',
    nowrap: true,
    render: (row) => <StatusBadge status={row.Status} />,
  },
  amountColumn('gst', 'GST', (row) => gstLabel(row.GST), 'GST'),
  amountColumn('products', 'Products', (row) => row.ProductCount),
  { key: 'updated', header: 'Updated', sortKey: 'UpdatedAt', nowrap: true, render: (row) => formatDate(row.UpdatedAt) },
]

/** Edit and Delete of one category (for users who may change categories). */
export function CategoryRowActions({ row, onDelete }: { row: CategoryRow; onDelete: (row: CategoryRow) => void }) {
  return (
    <>
      <ButtonLink
        size="compact-sm"
        variant="subtle"
        to="/Update-Category/$id"
        params={{ id: String(row.CategoryID) }}
        aria-label={`Edit ${row.CategoryName}`}
      >
        Edit
      </ButtonLink>
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={() => onDelete(row)}
        aria-label={`Delete ${row.CategoryName}`}
      >
        Delete
      </Button>
    </>
  )
}

/** parentCatID 0 lists top-level categories only. */
const TOP_LEVEL = { value: 0, label: 'Top level only' }

/** The search, status and parent filters of /Manage-Category. */
export function useCategoryListBar(): FilterBarSpec<keyof CategoryListSearch & string> {
  return {
    text: { label: 'Search', placeholder: 'Name or code' },
    filters: [
      choiceFilter('status', 'Status', CATALOGUE_STATUSES, 170),
      useCategoryFilter('parent', 'Parent category', 'All parents', TOP_LEVEL),
    ],
  }
}
