import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { StoredCategoryPage } from '../../features/categories/components/category-pages'
import { loadCategory, requireCategoryId } from '../../features/categories/load-category'

export const Route = createFileRoute('/_app/Create-Category_/$id')({
  beforeLoad: ({ params, preload }) => ({ categoryId: requireCategoryId(params.id, preload) }),
  loader: ({ context, preload }) => loadCategory(context.queryClient, context.categoryId, preload),
  errorComponent: PageLoadError,
  component: ViewCategory,
})

function ViewCategory() {
  const { categoryId } = Route.useRouteContext()
  return <StoredCategoryPage id={categoryId} mode="view" />
}
