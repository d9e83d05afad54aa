/**
 * Requests index.html's boot script starts before the app's code has arrived, so their answer is back by the
 * time the code runs instead of a round trip later (issue 12): the session check on every load, and the first
 * screen's data on the screens staff open most (the dashboard, the installed app's start page, and the
 * catalogue). Keyed by path and query; each is taken once, and only by the first
 * screen: what is left then is dropped, so a later refetch never shows an answer from the page's load.
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

/** Forgets the answers no request took (the first screen has loaded). */
export function dropEarlyResponses(): void {
  delete window.__early
}
