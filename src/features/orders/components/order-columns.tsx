import { Text } from '@mantine/core'
import { choiceFilter, type FilterBarSpec } from '../../../components/list-kit/filter-spec'
import { amountColumn, type ListColumn } from '../../../components/list-kit/list-table'
import { AnchorLink } from '../../../components/router-links'
import { formatDay } from '../../../lib/calendar-day'
import { formatDate } from '../../../lib/format-date'
import { formatInr } from '../../../shared/money'
import type { OrderRow } from '../../../shared/order-schemas'
import { ORDER_STATUSES } from '../../../shared/order-status'
import type { OrderListSearch, OrderSortColumn } from '../list-search'
import { OrderStatusBadge } from './order-status-badge'

/** Columns of the order list; the number opens the order. */
export const ORDER_COLUMNS: ReadonlyArray<ListColumn<OrderRow, OrderSortColumn>> = [
  {
    key: 'number',
    header: 'Order',
    sortKey: 'OrderNumber',
    nowrap: true,
    render: (row) => (
      <AnchorLink to="/order_detail" search={{ OrderID: row.OrderID }} fw={600} size="sm" ff="monospace">
        {row.OrderNumber}
      </AnchorLink>
    ),
  },
  { key: 'placed', header: 'Placed', sortKey: 'PlacedAt', nowrap: true, render: (row) => formatDate(row.PlacedAt) },
  { key: 'by', header: 'Placed by', render: (row) => row.PlacedBy },
  {
    key: 'status',
    header: 'Status',
    sortKey: 'Status',
    nowrap: true,
    render: (row) => <OrderStatusBadge status={row.Status} />,
  },
  amountColumn('items', 'Items', (row) => <Text size="sm">{row.ItemCount}</Text>),
  {
    key: 'required',
    header: 'Required by',
    sortKey: 'RequiredBy',
    nowrap: true,
    render: (row) => formatDay(row.RequiredBy),
  },
  amountColumn(
    'total',
    'Total',
    (row) => (
      <Text size="sm" fw={600}>
        {formatInr(row.Total)}
      </Text>
    ),
    'Total',
  ),
]

/** The order number search, status and placed-between filters of /orders. */
export const ORDER_LIST_BAR: FilterBarSpec<keyof OrderListSearch & string> = {
  text: { label: 'Order number', placeholder: 'ORD-2026-000123' },
  filters: [
    choiceFilter('status', 'Status', ORDER_STATUSES),
    { kind: 'dateRange', from: 'from', to: 'to', label: 'Placed' },
    {
      kind: 'select',
      param: 'spend',
      label: 'Budget',
      placeholder: 'Any',
      options: [{ value: 'yes', label: 'Counted as spend' }],
      width: 190,
    },
  ],
}
