import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { OrdersPage } from '../../features/orders/components/orders-page'
import { OrderListSearchSchema, orderListQuery } from '../../features/orders/list-search'
import { orderQueries } from '../../features/orders/queries'

export const Route = createFileRoute('/_app/orders')({
  validateSearch: OrderListSearchSchema,
  loaderDeps: ({ search }) => search,
  // The loader travels with the page's chunk: its queries and response schemas stay out of the sign-in bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(orderQueries.list(orderListQuery(deps))),
  errorComponent: PageLoadError,
  component: OrdersPage,
})
