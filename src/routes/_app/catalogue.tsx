import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { catalogueQuery } from '../../features/catalogue/catalogue-query'
import { catalogueList } from '../../features/catalogue/catalogue-search'
import { CataloguePage } from '../../features/catalogue/components/catalogue-page'
import { catalogueQueries } from '../../features/catalogue/queries'
import { loadFirstScreenData } from '../../lib/early-requests'

export const Route = createFileRoute('/_app/catalogue')({
  validateSearch: catalogueList.schema,
  loaderDeps: ({ search }) => search,
  // The loader travels with the page's chunk: its queries and response schemas stay out of the sign-in bundle.
  codeSplitGroupings: [['loader', 'component'], ['errorComponent']],
  // Navigating here, prefetch only: the header and toolbar paint at once, the grid and tree wait in their own
  // Suspense. Opened at its address, it waits a moment for the answers index.html asked for, so no skeleton flashes.
  loader: ({ context, deps }) =>
    loadFirstScreenData(() =>
      Promise.all([
        context.queryClient.prefetchQuery(catalogueQueries.products(catalogueQuery(deps))),
        context.queryClient.prefetchQuery(catalogueQueries.categories()),
      ]),
    ),
  errorComponent: PageLoadError,
  component: CataloguePage,
})
