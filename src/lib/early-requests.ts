/**
 * Requests index.html's boot script starts before the app's code has arrived (the session check), so
 * their answer is back by the time the code runs instead of a round trip later (issue 12). Keyed by
 * path and query; each is taken once.
 */
declare global {
  interface Window {
    __early?: Record<string, Promise<Response> | undefined>
  }
}

/** The answer the boot script started for `url` (same path and query), once; undefined when it started none. */
export function takeEarlyResponse(url: URL): Promise<Response> | undefined {
  const early = window.__early
  const key = url.pathname + url.search
  const response = early?.[key]
  if (early && response) delete early[key]
  return response
}
