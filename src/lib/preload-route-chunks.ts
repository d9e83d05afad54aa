import type { AnyRouter } from '@tanstack/react-router'
import { mayHaveSavedQueries } from './offline/query-cache-db'

/**
 * Starts downloading the code of every route a signed-in address (under the `_app` layout) will show, so
 * it arrives while the session is still being checked instead of after: a signed-in start otherwise waits
 * on two round trips and then on the route chunks (issue 12). Public pages (sign-in) load nothing extra;
 * a failed download is retried when the route really loads.
 */
export function preloadRouteChunks(router: AnyRouter): void {
  const [routes] = router.getMatchedRoutes(window.location.pathname)
  if (!routes.some((route) => route.id === '/_app')) return
  for (const route of routes) void router.loadRouteChunk(route)?.catch(() => undefined)
  // Saved queries are restored before a signed-in screen shows: when there are some, the persister's code comes now too.
  void mayHaveSavedQueries().then(
    (saved) => (saved ? import('./offline/query-persister') : undefined),
    () => undefined,
  )
}
