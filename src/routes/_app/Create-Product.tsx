import { createFileRoute } from '@tanstack/react-router'
import { CATALOGUE_WRITERS } from '../../features/categories/catalogue-access'
import { categoryQueries } from '../../features/categories/queries'
import { CreateProductPage } from '../../features/products/components/product-pages'
import { requireRoles } from '../../lib/route-guard'

export const Route = createFileRoute('/_app/Create-Product')({
  beforeLoad: () => requireRoles(CATALOGUE_WRITERS),
  loader: ({ context }) => {
    // Not awaited: the category dropdown shows 'Loading...' until its list arrives.
    void context.queryClient.prefetchQuery(categoryQueries.selectable())
  },
  component: CreateProductPage,
})
