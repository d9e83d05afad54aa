import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { ManageProductPage } from '../../features/products/components/manage-product-page'
import { productList } from '../../features/products/list-search'
import { productQueries } from '../../features/products/queries'

export const Route = createFileRoute('/_app/Manage-Product')({
  validateSearch: productList.schema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(productQueries.list(productList.query(deps))),
  errorComponent: PageLoadError,
  component: ManageProductPage,
})
