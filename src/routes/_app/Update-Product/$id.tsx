import { createFileRoute } from '@tanstack/react-router'
import { useCanWriteCatalogue } from '../../../features/categories/catalogue-access'
import { categoryQueries } from '../../../features/categories/queries'
import { ProductLoadError, UpdateProductPage } from '../../../features/products/components/product-pages'
import { loadProduct, requireProductId } from '../../../features/products/load-product'

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

/** Someone who may not change products sees the same form read-only. */
function UpdateProduct() {
  const { productId } = Route.useRouteContext()
  return <UpdateProductPage id={productId} mode={useCanWriteCatalogue() ? 'edit' : 'view'} />
}
