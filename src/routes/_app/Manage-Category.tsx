import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { ManageCategoryPage } from '../../features/categories/components/manage-category-page'
import { categoryList } from '../../features/categories/list-search'
import { categoryQueries } from '../../features/categories/queries'

export const Route = createFileRoute('/_app/Manage-Category')({
  validateSearch: categoryList.schema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(categoryQueries.list(categoryList.query(deps))),
  errorComponent: PageLoadError,
  component: ManageCategoryPage,
})
