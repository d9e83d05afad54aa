import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { OrdersPage } from '../../features/orders/components/orders-page'
import { orderList } from '../../features/orders/list-search'
import { orderQueries } from '../../features/orders/queries'

export const Route = createFileRoute('/_app/orders')({
  validateSearch: orderList.schema,
  loaderDeps: ({ search }) => search,
  // The loader travels with the page's chunk: its queries and response schemas stay out of the sign-in bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(orderQueries.list(orderList.query(deps))),
  errorComponent: PageLoadError,
  component: OrdersPage,
})
