import type { AnyRouter } from '@tanstack/react-router'

/** Longest wait for the first screen before deferred work runs anyway (a start that never renders a route). */
const FIRST_SCREEN_TIMEOUT_MS = 10_000

/**
 * Resolves once the router has rendered its first screen and the browser is next idle: the moment for
 * work the first screen does not need (the service worker, saving the query cache), so its downloads and
 * tasks do not delay that screen (issue 12).
 */
export function idleAfterFirstScreen(router: AnyRouter): Promise<void> {
  const rendered = new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe('onRendered', () => {
      unsubscribe()
      resolve()
    })
    setTimeout(resolve, FIRST_SCREEN_TIMEOUT_MS)
  })
  return rendered.then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2_000 })
        else setTimeout(resolve, 200)
      }),
  )
}
