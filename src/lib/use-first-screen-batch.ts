import { startTransition, useEffect, useState } from 'react'
import { idleAfterNextPaint } from './first-screen'

/** Set once a list has been shown whole: later lists (and Back to this one) render whole at once. */
let listShownWhole = false

/** Whether the page was opened afresh (a link, the address bar, the home-screen icon), not reloaded or reached by Back. */
function openedAfresh(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry?.type === 'navigate'
}

/**
 * How many of a list's `total` items to render now. The first list a page opened afresh shows renders only
 * its first `step` items (the top of the screen), then `step` more each time the browser is idle after showing
 * what came before, in a transition: the first screen paints sooner, and the rest arrives a batch per commit
 * and layout instead of all in one, so no task holds the main thread long (issue 12). Every
 * other list renders whole at once, with nothing scheduled: after a reload or Back the router restores the
 * scroll position, which needs the whole list there on the first render.
 */
export function useFirstScreenBatch(total: number, step: number): number {
  const [shown, setShown] = useState(() =>
    !listShownWhole && openedAfresh() && total > step ? step : Number.POSITIVE_INFINITY,
  )
  const whole = shown >= total
  useEffect(() => {
    if (whole) {
      listShownWhole = true
      return
    }
    // Once a step reaches the end the list is whole for good: a longer page later renders at once.
    const next = shown + step >= total ? Number.POSITIVE_INFINITY : shown + step
    let mounted = true
    void idleAfterNextPaint().then(() => {
      if (mounted) startTransition(() => setShown(next))
    })
    return () => {
      mounted = false
    }
  }, [whole, shown, total, step])
  return Math.min(total, shown)
}
