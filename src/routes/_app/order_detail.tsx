import { createFileRoute } from '@tanstack/react-router'
import { requireRouteId } from '../../components/form-kit/route-id'
import { PageLoadError } from '../../components/page-load-error'
import { OrderDetailPage } from '../../features/orders/components/order-detail-page'
import { loadOrder } from '../../features/orders/load-order'
import { OrderIdSearchSchema } from '../../features/orders/order-id-search'
import { OrderIdSchema } from '../../shared/record-ids'

export const Route = createFileRoute('/_app/order_detail')({
  validateSearch: OrderIdSearchSchema,
  beforeLoad: ({ search, preload }) => ({
    orderId: requireRouteId(OrderIdSchema, search.OrderID, { preload, fallback: '/orders' }),
  }),
  // The loader travels with the page's chunk: its queries and response schemas stay out of the sign-in bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context, preload }) => loadOrder(context.queryClient, context.orderId, preload),
  errorComponent: PageLoadError,
  component: OrderDetailPage,
})
