import { createFileRoute, redirect } from '@tanstack/react-router'
import { canWriteCatalogue } from '../../features/categories/catalogue-access'
import { categoryQueries } from '../../features/categories/queries'
import { CreateProductPage } from '../../features/products/components/product-pages'
import { sessionStore } from '../../lib/session-store'

export const Route = createFileRoute('/_app/Create-Product')({
  beforeLoad: () => {
    if (!canWriteCatalogue(sessionStore.get()?.Role)) throw redirect({ to: '/Manage-Product', replace: true })
  },
  loader: ({ context }) => {
    // Not awaited: the category dropdown shows 'Loading...' until its list arrives.
    void context.queryClient.prefetchQuery(categoryQueries.selectable())
  },
  component: CreateProductPage,
})
