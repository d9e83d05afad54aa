import { createFileRoute } from '@tanstack/react-router'
import { categoryQueries } from '../../features/categories/queries'
import { CreateProductPage } from '../../features/products/components/product-pages'
import { requireRoles } from '../../lib/route-guard'
import { CATALOGUE_WRITERS } from '../../shared/catalogue-access'

export const Route = createFileRoute('/_app/Create-Product')({
  beforeLoad: () => requireRoles(CATALOGUE_WRITERS),
  loader: ({ context }) => {
    // Not awaited: the category dropdown shows 'Loading...' until its list arrives.
    void context.queryClient.prefetchQuery(categoryQueries.selectable())
  },
  component: CreateProductPage,
})
