import { Text } from '@mantine/core'
import type { DataColumn } from '../../../components/data-table'
import { AnchorLink } from '../../../components/router-links'
import { formatDay } from '../../../lib/calendar-day'
import { formatDate } from '../../../lib/format-date'
import { formatInr } from '../../../shared/money'
import type { OrderRow } from '../../../shared/order-schemas'
import type { OrderSortColumn } from '../list-search'
import { OrderStatusBadge } from './order-status-badge'

/** Columns of the order list; the number opens the order. */
export const ORDER_COLUMNS: DataColumn<OrderRow, OrderSortColumn>[] = [
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
  {
    key: 'items',
    header: 'Items',
    align: 'right',
    render: (row) => <Text size="sm">{row.ItemCount}</Text>,
  },
  {
    key: 'required',
    header: 'Required by',
    sortKey: 'RequiredBy',
    nowrap: true,
    render: (row) => formatDay(row.RequiredBy),
  },
  {
    key: 'total',
    header: 'Total',
    sortKey: 'Total',
    align: 'right',
    nowrap: true,
    render: (row) => (
      <Text size="sm" fw={600}>
        {formatInr(row.Total)}
      </Text>
    ),
  },
]
