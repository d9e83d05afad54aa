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

/** How long a first screen waits for the data its boot-script requests bring, before it shows placeholders. */
export const EARLY_DATA_WAIT_MS = 400

/**
 * Starts a screen's data (`start`) and, on the first screen while the boot script's answers are still untaken,
 * waits for it, at most `ms`: those answers are usually back before the app's code, so the screen renders with its
 * data instead of flashing skeletons for the moment the answers still need to be read. Elsewhere (in-app
 * navigation, or nothing started early) it returns at once and the screen streams its data in; offline too, where
 * the early answers have failed and a query waits for the network (the screen shows its saved data). Never rejects:
 * the screen shows a failed load itself.
 */
export async function loadFirstScreenData(start: () => Promise<unknown>, ms = EARLY_DATA_WAIT_MS): Promise<void> {
  const early = Object.keys(window.__early ?? {}).length > 0 && navigator.onLine
  const loads = start()
  if (!early) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms)
  })
  await Promise.race([loads.then(noop, noop), timeout])
  clearTimeout(timer)
}

function noop(): void {}
