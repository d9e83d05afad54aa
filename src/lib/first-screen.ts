import type { AnyRouter } from '@tanstack/react-router'

/** Longest wait for the first screen before deferred work runs anyway (a start that never renders a route). */
const FIRST_SCREEN_TIMEOUT_MS = 10_000
/** Longest wait for the next frames: animation frames do not run while the page is hidden. */
const FRAME_TIMEOUT_MS = 500
/** Margin after the second frame: a frame drawn on the main thread reaches the screen some milliseconds later. */
const PRESENT_MARGIN_MS = 100
/** Longest wait for an idle moment once the frame is on screen. */
const IDLE_TIMEOUT_MS = 2_000

/**
 * Resolves once the browser has put what was just rendered on screen and is next idle: two animation frames
 * and a short margin (the frame with the render is then shown, not only drawn on the main thread), then an
 * idle callback. Work started in the idle callback of the render's own frame began before that paint reached
 * the screen, and its downloads shared a slow network with the first screen's (issue 12).
 */
export function idleAfterNextPaint(): Promise<void> {
  return new Promise<void>((resolve) => {
    let framed = false
    const whenIdle = () => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
      else setTimeout(resolve, 200)
    }
    const shown = () => {
      if (framed) return
      framed = true
      setTimeout(whenIdle, PRESENT_MARGIN_MS)
    }
    requestAnimationFrame(() => requestAnimationFrame(shown))
    setTimeout(shown, FRAME_TIMEOUT_MS)
  })
}

/**
 * Resolves once the router has rendered its first screen and the browser is idle after showing it: the moment
 * for work the first screen does not need (the service worker, saving the query cache), so its downloads and
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
  return rendered.then(idleAfterNextPaint)
}
