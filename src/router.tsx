import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { FullPageSpinner } from './components/full-page-spinner'
import { NotFoundPage } from './components/not-found-page'
import { PageLoadError } from './components/page-load-error'
import { hideErrorToastsOnNavigation } from './lib/toast'
import { routeTree } from './routeTree.gen'

/** What every route's loader and guard can use. */
export interface RouterContext {
  queryClient: QueryClient
}

/** Builds the router over the generated file-route tree. */
export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullPageSpinner,
    defaultNotFoundComponent: NotFoundPage,
    // A screen whose data could not load says why; offline without saved data it shows the offline state.
    defaultErrorComponent: PageLoadError,
    scrollRestoration: true,
  })
  hideErrorToastsOnNavigation(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
