import { Button, Group, Text } from '@mantine/core'
import type { DataColumn } from '../../../components/data-table'
import { AnchorLink } from '../../../components/router-links'
import { StatusBadge } from '../../../components/status-badge'
import { formatInr } from '../../../shared/money'
import { quantityWithUnit } from '../../../shared/plural'
import type { ProductRow } from '../../../shared/product-schemas'
import type { ProductSortColumn } from '../list-search'
import { isLowStock } from '../stock'
import classes from './product-columns.module.css'

/** Columns of the product list; the name opens the product; delete only when the user may change products. */
export function productColumns(options: {
  canWrite: boolean
  onDelete: (row: ProductRow) => void
}): DataColumn<ProductRow, ProductSortColumn>[] {
  const columns: DataColumn<ProductRow, ProductSortColumn>[] = [
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
    {
      key: 'price',
      header: 'Price',
      sortKey: 'Price',
      align: 'right',
      nowrap: true,
      render: (row) => formatInr(row.Price),
    },
    {
      key: 'stock',
      header: 'Stock',
      sortKey: 'Stock',
      align: 'right',
      nowrap: true,
      render: (row) => (
        <Text size="sm" c={isLowStock(row) ? 'red.8' : undefined} fw={isLowStock(row) ? 600 : undefined}>
          {quantityWithUnit(row.Stock, row.UnitsofMeasurement)}
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
  ]
  if (!options.canWrite) return columns
  return [
    ...columns,
    {
      key: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      render: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            onClick={() => options.onDelete(row)}
            aria-label={`Delete ${row.Name}`}
          >
            Delete
          </Button>
        </Group>
      ),
    },
  ]
}
