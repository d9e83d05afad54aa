import { useRouterState } from '@tanstack/react-router'

/** A route's search and navigation, as `getRouteApi(...)` gives them. */
interface ListRoute<TSearch> {
  useSearch: () => TSearch
  /** The router's navigate is generic over every route; the list passes only its own route's search. */
  useNavigate: () => (options: never) => Promise<void>
}

/**
 * A list screen's URL state and its one way to change it: `change(patch)` navigates with the list's
 * next state and the history rule (see historyMode); `navigating` is true while the next page loads.
 */
export function useListSearch<TSearch, TNavigation>(
  route: ListRoute<TSearch>,
  list: { navigation: (change: Partial<TSearch>) => TNavigation },
) {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const navigating = useRouterState({ select: (state) => state.isLoading })
  const change = (patch: Partial<TSearch>) => navigate(list.navigation(patch) as never)
  return { search, change, navigating }
}
