import { Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, useRouterState } from '@tanstack/react-router'
import { DataTable } from '../../../components/data-table'
import { PageHeader } from '../../../components/page-header'
import { ButtonLink } from '../../../components/router-links'
import { historyMode, listState } from '../../../lib/list-search'
import { ORDER_SORT_COLUMNS } from '../../../shared/sort-columns'
import { type OrderListSearch, orderListQuery, orderSort, patchOrderSearch } from '../list-search'
import { orderQueries } from '../queries'
import { ORDER_COLUMNS } from './order-columns'
import { OrderFilters } from './order-filters'

const route = getRouteApi('/_app/orders')

/** /orders: the orders the user may see, newest first, with number search, status and date filters, sort and paging. */
export function OrdersPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const { data, isFetching } = useSuspenseQuery(orderQueries.list(orderListQuery(search)))
  const navigating = useRouterState({ select: (state) => state.isLoading })
  const state = listState(search, ORDER_SORT_COLUMNS)
  const filtered = Boolean(search.q || search.status || search.from || search.to)

  const change = (patch: Partial<OrderListSearch>) =>
    navigate({ search: (current) => patchOrderSearch(current, patch), ...historyMode(patch) })

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title="Orders"
        description="Orders placed from the shop, with their status and totals."
        actions={<ButtonLink to="/catalogue">Shop the catalogue</ButtonLink>}
      />
      <OrderFilters search={search} onChange={change} />
      <DataTable
        caption="Orders"
        columns={ORDER_COLUMNS}
        rows={data.data}
        rowKey={(row) => row.OrderID}
        sort={orderSort(search)}
        onSortChange={(sort) => change({ sort: sort.column, dir: sort.direction })}
        page={state.page}
        pageSize={state.size}
        total={data.recordsFiltered}
        onPageChange={(page) => change({ page })}
        onPageSizeChange={(size) => change({ size })}
        loading={isFetching || navigating}
        empty={
          filtered ? 'No order matches these filters.' : 'No orders yet. Orders you place from the cart show here.'
        }
        minWidth={860}
      />
    </Stack>
  )
}
