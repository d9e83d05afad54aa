import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { requireRouteId } from '../../../components/form-kit/route-id'
import { categoryQueries } from '../../../features/categories/queries'
import { ProductLoadError, UpdateProductPage } from '../../../features/products/components/product-pages'
import { loadProduct } from '../../../features/products/load-product'
import { useCanWriteCatalogue } from '../../../lib/access'
import { ProductIdSchema } from '../../../shared/record-ids'

export const Route = createFileRoute('/_app/Update-Product/$id')({
  beforeLoad: ({ params, preload }) => ({
    productId: requireRouteId(ProductIdSchema, params.id, { preload, fallback: '/Manage-Product' }),
  }),
  loader: ({ context, preload }) => {
    void context.queryClient.prefetchQuery(categoryQueries.selectable())
    return loadProduct(context.queryClient, context.productId, preload)
  },
  pendingMs: 0,
  errorComponent: ProductLoadError,
  component: UpdateProduct,
})

// The page reads the route through its id, not `Route`, so its chunk does not pull this file out of the first bundle.
const route = getRouteApi('/_app/Update-Product/$id')

/** Someone who may not change products sees the same form read-only. */
function UpdateProduct() {
  const { productId } = route.useRouteContext()
  return <UpdateProductPage id={productId} mode={useCanWriteCatalogue() ? 'edit' : 'view'} />
}
