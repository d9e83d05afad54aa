import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { CartPage } from '../../features/cart/components/cart-page'
import { cartQueries } from '../../features/cart/queries'

export const Route = createFileRoute('/_app/Cart')({
  // The loader travels with the page's chunk: its queries and response schemas stay out of the sign-in bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQueries.current()),
  errorComponent: PageLoadError,
  component: CartPage,
})
