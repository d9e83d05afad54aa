import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../../components/page-load-error'
import { useCanWriteCatalogue } from '../../../features/categories/catalogue-access'
import { StoredCategoryPage } from '../../../features/categories/components/category-pages'
import { loadCategory, requireCategoryId } from '../../../features/categories/load-category'

export const Route = createFileRoute('/_app/Update-Category/$id')({
  beforeLoad: ({ params, preload }) => ({ categoryId: requireCategoryId(params.id, preload) }),
  loader: ({ context, preload }) => loadCategory(context.queryClient, context.categoryId, preload),
  errorComponent: PageLoadError,
  component: UpdateCategory,
})

/** Someone who may not change categories sees the same form read-only. */
function UpdateCategory() {
  const { categoryId } = Route.useRouteContext()
  return <StoredCategoryPage id={categoryId} mode={useCanWriteCatalogue() ? 'edit' : 'view'} />
}
