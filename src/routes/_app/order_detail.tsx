import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { OrderDetailPage } from '../../features/orders/components/order-detail-page'
import { loadOrder } from '../../features/orders/load-order'
import { OrderIdSearchSchema, requireOrderId } from '../../features/orders/order-id-search'

export const Route = createFileRoute('/_app/order_detail')({
  validateSearch: OrderIdSearchSchema,
  beforeLoad: ({ search, preload }) => ({ orderId: requireOrderId(search.OrderID, preload) }),
  // The loader travels with the page's chunk: its queries and response schemas stay out of the sign-in bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context, preload }) => loadOrder(context.queryClient, context.orderId, preload),
  errorComponent: PageLoadError,
  component: OrderDetailPage,
})
