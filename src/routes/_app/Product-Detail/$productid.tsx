import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../../components/page-load-error'
import { ProductDetailPage } from '../../../features/catalogue/components/product-detail-page'
import { loadShopProduct } from '../../../features/catalogue/load-shop-product'
import { requireShopProductId } from '../../../features/catalogue/product-id'

export const Route = createFileRoute('/_app/Product-Detail/$productid')({
  beforeLoad: ({ params, preload }) => ({ productId: requireShopProductId(params.productid, preload) }),
  // The loader travels with the page's chunk: its queries and response schemas stay out of the sign-in bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  loader: ({ context, preload }) => loadShopProduct(context.queryClient, context.productId, preload),
  errorComponent: PageLoadError,
  component: ProductDetailPage,
})
