import { createFileRoute } from '@tanstack/react-router'
import { CreateCategoryPage } from '../../features/categories/components/category-pages'
import { categoryQueries } from '../../features/categories/queries'
import { requireRoles } from '../../lib/route-guard'
import { CATALOGUE_WRITERS } from '../../shared/catalogue-access'

export const Route = createFileRoute('/_app/Create-Category')({
  beforeLoad: () => requireRoles(CATALOGUE_WRITERS),
  loader: ({ context }) => {
    // Not awaited: the parent dropdown shows 'Loading...' until its list arrives.
    void context.queryClient.prefetchQuery(categoryQueries.selectable())
  },
  component: CreateCategoryPage,
})
