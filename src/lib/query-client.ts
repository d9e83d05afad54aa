import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'

/** The app's query client with the spec's caching rules (point 9): 3 retries, 1 s doubling to 30 s, 5 min gc. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        retry: (failures, error) =>
          failures < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false },
    },
  })
}
