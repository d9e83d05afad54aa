import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { useCanWriteCatalogue } from '../../../features/categories/catalogue-access'
import { categoryQueries } from '../../../features/categories/queries'
import { ProductLoadError, UpdateProductPage } from '../../../features/products/components/product-pages'
import { loadProduct } from '../../../features/products/load-product'
import { requireProductId } from '../../../features/products/product-id'

export const Route = createFileRoute('/_app/Update-Product/$id')({
  beforeLoad: ({ params, preload }) => ({ productId: requireProductId(params.id, preload) }),
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
