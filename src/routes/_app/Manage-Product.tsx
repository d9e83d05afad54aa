import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { ManageProductPage } from '../../features/products/components/manage-product-page'
import { ProductListSearchSchema, productListQuery } from '../../features/products/list-search'
import { productQueries } from '../../features/products/queries'

export const Route = createFileRoute('/_app/Manage-Product')({
  validateSearch: ProductListSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(productQueries.list(productListQuery(deps))),
  errorComponent: PageLoadError,
  component: ManageProductPage,
})
