import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { PageLoadError } from '../../../components/page-load-error'
import { useCanWriteCatalogue } from '../../../features/categories/catalogue-access'
import { requireCategoryId } from '../../../features/categories/category-id'
import { StoredCategoryPage } from '../../../features/categories/components/category-pages'
import { loadCategory } from '../../../features/categories/load-category'

export const Route = createFileRoute('/_app/Update-Category/$id')({
  beforeLoad: ({ params, preload }) => ({ categoryId: requireCategoryId(params.id, preload) }),
  loader: ({ context, preload }) => loadCategory(context.queryClient, context.categoryId, preload),
  errorComponent: PageLoadError,
  component: UpdateCategory,
})

// The page reads the route through its id, not `Route`, so its chunk does not pull this file out of the first bundle.
const route = getRouteApi('/_app/Update-Category/$id')

/** Someone who may not change categories sees the same form read-only. */
function UpdateCategory() {
  const { categoryId } = route.useRouteContext()
  return <StoredCategoryPage id={categoryId} mode={useCanWriteCatalogue() ? 'edit' : 'view'} />
}
