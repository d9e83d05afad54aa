import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { requireCategoryId } from '../../features/categories/category-id'
import { StoredCategoryPage } from '../../features/categories/components/category-pages'
import { loadCategory } from '../../features/categories/load-category'

export const Route = createFileRoute('/_app/Create-Category_/$id')({
  beforeLoad: ({ params, preload }) => ({ categoryId: requireCategoryId(params.id, preload) }),
  loader: ({ context, preload }) => loadCategory(context.queryClient, context.categoryId, preload),
  errorComponent: PageLoadError,
  component: ViewCategory,
})

// The page reads the route through its id, not `Route`, so its chunk does not pull this file out of the first bundle.
const route = getRouteApi('/_app/Create-Category_/$id')

function ViewCategory() {
  const { categoryId } = route.useRouteContext()
  return <StoredCategoryPage id={categoryId} mode="view" />
}
