import { Text } from '@mantine/core'
import { choiceFilter, type FilterBarSpec } from '../../../components/list-kit/filter-spec'
import { amountColumn, type ListColumn } from '../../../components/list-kit/list-table'
import { AnchorLink } from '../../../components/router-links'
import { StatusBadge } from '../../../components/status-badge'
import { CATALOGUE_STATUSES } from '../../../shared/catalogue-enums'
import { formatInr } from '../../../shared/money'
import { quantityWithUnit } from '../../../shared/plural'
import type { ProductRow } from '../../../shared/product-schemas'
import { useCategoryFilter } from '../../categories/category-filter'
import type { ProductListSearch, ProductSortColumn } from '../list-search'
import { isLowStock } from '../stock'
import classes from './product-columns.module.css'

/** Columns of the product list; the name opens the product. */
export const PRODUCT_COLUMNS: ReadonlyArray<ListColumn<ProductRow, ProductSortColumn>> = [
  {
    key: 'image',
    header: 'Image',
    hideHeader: true,
    width: 64,
    render: (row) =>
      row.Thumbnail ? (
        <img src={row.Thumbnail} alt="" className={classes.thumb} width={44} height={44} loading="lazy" />
      ) : (
        <span className={classes.noThumb} aria-hidden />
      ),
  },
  {
    key: 'name',
    header: 'Name',
    sortKey: 'Name',
    render: (row) => (
      <AnchorLink to="/Update-Product/$id" params={{ id: String(row.ProductID) }} fw={600} size="sm">
        {row.Name}
      </AnchorLink>
    ),
  },
  {
    key: 'sku',
    header: 'SKU',
    sortKey: 'SKU',
    nowrap: true,
    render: (row) => (
      <Text size="sm" ff="monospace">
        {row.SKU}
      </Text>
    ),
  },
  {
    key: 'category',
    header: 'Category',
    sortKey: 'CategoryName',
    render: (row) =>
      row.CategoryName ?? (
        <Text c="dimmed" size="sm">
          None
        </Text>
      ),
  },
  amountColumn('price', 'Price', (row) => formatInr(row.Price), 'Price'),
  amountColumn(
    'stock',
    'Stock',
    (row) => (
      <Text size="sm" c={isLowStock(row) ? 'red.8' : undefined} fw={isLowStock(row) ? 600 : undefined}>
        {quantityWithUnit(row.Stock, row.UnitsofMeasurement)}
      </Text>
    ),
    'Stock',
  ),
  {
    key: 'status',
    header: 'Status',
    sortKey: 'Status',
    nowrap: true,
    render: (row) => <StatusBadge status={row.Status} />,
  },
]

/** The search, status, category, image and cart filters of /Manage-Product (the dashboard's figures open the last two). */
export function useProductListBar(): FilterBarSpec<keyof ProductListSearch & string> {
  return {
    text: { label: 'Search', placeholder: 'Name or SKU' },
    filters: [
      choiceFilter('status', 'Status', CATALOGUE_STATUSES, 170),
      useCategoryFilter('category', 'Category', 'All categories'),
      {
        kind: 'select',
        param: 'images',
        label: 'Images',
        placeholder: 'With or without',
        options: [{ value: 'none', label: 'Without images' }],
        width: 170,
      },
      {
        kind: 'select',
        param: 'inCarts',
        label: 'In carts',
        placeholder: 'In carts or not',
        options: [{ value: 'yes', label: "In a buyer's cart" }],
        width: 170,
      },
    ],
  }
}
