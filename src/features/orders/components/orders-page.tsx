import { Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import { FilterBar } from '../../../components/list-kit/filter-bar'
import { PagedTable } from '../../../components/list-kit/paged-table'
import { useListSearch } from '../../../components/list-kit/use-list-search'
import { PageHeader } from '../../../components/page-header'
import { ButtonLink } from '../../../components/router-links'
import { orderList } from '../list-search'
import { orderQueries } from '../queries'
import { ORDER_COLUMNS, ORDER_LIST_BAR } from './order-columns'

const route = getRouteApi('/_app/orders')

/** /orders: the orders the user may see, newest first, with number search, status and date filters, sort and paging. */
export function OrdersPage() {
  const { search, change, navigating } = useListSearch(route, orderList)
  const { data, isFetching } = useSuspenseQuery(orderQueries.list(orderList.query(search)))

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title="Orders"
        description="Orders placed from the shop, with their status and totals."
        actions={<ButtonLink to="/catalogue">Shop the catalogue</ButtonLink>}
      />
      <FilterBar {...orderList.barProps(search, change)} bar={ORDER_LIST_BAR} />
      <PagedTable
        {...orderList.pagingProps(search, data, change)}
        caption="Orders"
        columns={ORDER_COLUMNS}
        rowKey={(row) => row.OrderID}
        loading={isFetching || navigating}
        empty="No orders yet. Orders you place from the cart show here."
        noResults="No order matches these filters."
        minWidth={860}
      />
    </Stack>
  )
}
