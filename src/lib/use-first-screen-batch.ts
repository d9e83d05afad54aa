import { useEffect, useState } from 'react'
import { useAfterFirstPaint } from './use-after-first-paint'

/** Set once a list has been shown whole: later lists (and Back to this one) render whole at once. */
let listShownWhole = false

/** Whether the page was opened afresh (a link, the address bar, the home-screen icon), not reloaded or reached by Back. */
function openedAfresh(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry?.type === 'navigate'
}

/**
 * How many of a list's `total` items to render now. The first list a page opened afresh shows renders only
 * its first `first` items (the top of the screen), and the rest once that is on screen and the browser is
 * idle, in a transition: the first screen paints sooner and its long tasks are shorter (issue 12). Every other
 * list renders whole at once, with nothing scheduled: after a reload or Back the router restores the scroll
 * position, which needs the whole list there on the first render.
 */
export function useFirstScreenBatch(total: number, first: number): number {
  const [batching] = useState(() => !listShownWhole && openedAfresh())
  const whole = useAfterFirstPaint(batching)
  useEffect(() => {
    if (whole) listShownWhole = true
  }, [whole])
  return whole ? total : Math.min(total, first)
}
