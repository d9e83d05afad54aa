import { createFileRoute } from '@tanstack/react-router'
import { requireRouteId } from '../../../components/form-kit/route-id'
import { PageLoadError } from '../../../components/page-load-error'
import { ProductDetailPage } from '../../../features/catalogue/components/product-detail-page'
import { loadShopProduct } from '../../../features/catalogue/load-shop-product'
import { ProductIdSchema } from '../../../shared/record-ids'

export const Route = createFileRoute('/_app/Product-Detail/$productid')({
  beforeLoad: ({ params, preload }) => ({
    productId: requireRouteId(ProductIdSchema, params.productid, { preload, fallback: '/catalogue' }),
  }),
  // The loader travels with the page's chunk: its queries and response schemas stay out of the sign-in bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context, preload }) => loadShopProduct(context.queryClient, context.productId, preload),
  errorComponent: PageLoadError,
  component: ProductDetailPage,
})
