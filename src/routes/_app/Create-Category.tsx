import { createFileRoute, redirect } from '@tanstack/react-router'
import { canWriteCatalogue } from '../../features/categories/catalogue-access'
import { CreateCategoryPage } from '../../features/categories/components/category-pages'
import { categoryQueries } from '../../features/categories/queries'
import { sessionStore } from '../../lib/session-store'

export const Route = createFileRoute('/_app/Create-Category')({
  beforeLoad: () => {
    if (!canWriteCatalogue(sessionStore.get()?.Role)) throw redirect({ to: '/Manage-Category', replace: true })
  },
  loader: ({ context }) => {
    // Not awaited: the parent dropdown shows 'Loading...' until its list arrives.
    void context.queryClient.prefetchQuery(categoryQueries.selectable())
  },
  component: CreateCategoryPage,
})
