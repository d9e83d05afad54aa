import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { requireRouteId } from '../../components/form-kit/route-id'
import { PageLoadError } from '../../components/page-load-error'
import { StoredCategoryPage } from '../../features/categories/components/category-pages'
import { loadCategory } from '../../features/categories/load-category'
import { CategoryIdSchema } from '../../shared/record-ids'

export const Route = createFileRoute('/_app/Create-Category_/$id')({
  beforeLoad: ({ params, preload }) => ({
    categoryId: requireRouteId(CategoryIdSchema, params.id, { preload, fallback: '/Manage-Category' }),
  }),
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
