import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../../components/page-load-error'
import { cartQueries } from '../../../features/cart/queries'
import { CheckoutPage } from '../../../features/checkout/components/checkout-page'

export const Route = createFileRoute('/_app/Checkout/')({
  // The loader travels with the page's chunk: its queries and response schemas stay out of the sign-in bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQueries.current()),
  errorComponent: PageLoadError,
  component: CheckoutPage,
})
