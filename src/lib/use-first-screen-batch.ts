import { useEffect, useState } from 'react'
import { useAfterFirstPaint } from './use-after-first-paint'

/** Set once a list has shown its first batch: later screens (and Back to this one) render whole. */
let firstScreenShown = false

/** Whether the page was opened afresh (a link, the address bar, the home-screen icon), not reloaded or reached by Back. */
function openedAfresh(): boolean {
  const entry = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  return entry?.type === 'navigate'
}

/**
 * How many of a list's `total` items to render now. On the app's first screen, opened afresh, only the
 * first `first` (what the top of the screen shows), and the rest once that screen is on screen and the
 * browser is idle, in a transition: the first screen paints sooner and its long tasks are shorter
 * (issue 12). Anywhere else all of them at once: a reload or Back restores the scroll position, which needs
 * the whole list there on the first render.
 */
export function useFirstScreenBatch(total: number, first: number): number {
  const [batching] = useState(() => !firstScreenShown && openedAfresh())
  const painted = useAfterFirstPaint()
  useEffect(() => {
    if (painted) firstScreenShown = true
  }, [painted])
  return batching && !painted ? Math.min(total, first) : total
}
