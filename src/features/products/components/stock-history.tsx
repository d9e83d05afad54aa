import { Stack, Text } from '@mantine/core'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ListColumn } from '../../../components/list-kit/list-table'
import { PagedTable } from '../../../components/list-kit/paged-table'
import { PAGE_SIZES, type PageSize } from '../../../components/list-kit/paging'
import { AnchorLink } from '../../../components/router-links'
import { formatDateTime } from '../../../lib/format-date'
import { STOCK_MOVEMENT_LABELS, type StockMovement } from '../../../shared/stock-schemas'
import { productQueries } from '../queries'

/** The history has one order, newest first; the table's sort is fixed to it. */
const NEWEST_FIRST = { column: 'At', direction: 'desc' } as const
const signed = (delta: number) => (delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0')

const COLUMNS: ListColumn<StockMovement, 'At'>[] = [
  { key: 'at', header: 'When', nowrap: true, render: (m) => formatDateTime(m.At) },
  {
    key: 'change',
    header: 'Change',
    align: 'right',
    nowrap: true,
    render: (m) => (
      <Text size="sm" fw={600} c={m.Delta < 0 ? 'red.9' : m.Delta > 0 ? 'teal.9' : undefined}>
        {signed(m.Delta)}
      </Text>
    ),
  },
  { key: 'after', header: 'Stock after', align: 'right', render: (m) => m.StockAfter },
  {
    key: 'reason',
    header: 'Reason',
    render: (m) => (
      <Stack gap={0}>
        <Text size="sm">{m.Reason ?? STOCK_MOVEMENT_LABELS[m.Kind]}</Text>
        {m.Note ? (
          <Text size="xs" c="gray.7">
            {m.Note}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  { key: 'by', header: 'By', render: (m) => m.By ?? '—' },
  {
    key: 'order',
    header: 'Order',
    nowrap: true,
    render: (m) =>
      m.OrderID && m.OrderNumber ? (
        <AnchorLink to="/order_detail" search={{ OrderID: m.OrderID }} size="sm">
          {m.OrderNumber}
        </AnchorLink>
      ) : (
        (m.OrderNumber ?? '—')
      ),
  },
]

/** A product's stock history: every change by orders, adjustments, create and import, newest first. */
export function StockHistory({ productId }: { productId: number }) {
  const [page, setPage] = useState(1)
  const [pageSize, setPageSize] = useState<PageSize>(10)
  const history = useQuery({
    ...productQueries.stockHistory({
      ProductID: productId,
      iDisplayStart: (page - 1) * pageSize,
      iDisplayLength: pageSize,
    }),
    placeholderData: keepPreviousData,
  })
  return (
    <Stack gap="xs" maw={1100} component="section" aria-labelledby="stock-history-title">
      <Text component="h2" id="stock-history-title" size="sm" fw={600}>
        Stock history
      </Text>
      <PagedTable
        caption="Stock history"
        columns={COLUMNS}
        rows={history.data?.data ?? []}
        rowKey={(m) => m.MovementID}
        sort={NEWEST_FIRST}
        onSortChange={() => {}}
        page={page}
        pageSize={pageSize}
        total={history.data?.recordsFiltered ?? 0}
        filtered={false}
        onPageChange={setPage}
        sizes={{
          options: PAGE_SIZES,
          onChange: (size) => {
            setPageSize(size)
            setPage(1)
          },
        }}
        loading={history.isFetching}
        empty={
          history.isPending
            ? 'Loading the stock history…'
            : history.isError
              ? 'The stock history could not be loaded.'
              : 'No stock movements yet.'
        }
        noResults={null}
        minWidth={680}
      />
    </Stack>
  )
}
