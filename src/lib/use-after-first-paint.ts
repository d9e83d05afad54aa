import { startTransition, useEffect, useState } from 'react'
import { idleAfterNextPaint } from './first-screen'

/**
 * False until the browser is idle after showing the component's first paint: for what the first screen does
 * not need (a count in the header, its code and its request), so it does not compete with that screen (issue 12).
 * With `wait` false (read on the first render) it is true at once and schedules nothing.
 */
export function useAfterFirstPaint(wait = true): boolean {
  const [ready, setReady] = useState(!wait)
  useEffect(() => {
    if (ready) return
    let mounted = true
    void idleAfterNextPaint().then(() => {
      // A transition: React renders what this reveals in short slices instead of one long task.
      if (mounted) startTransition(() => setReady(true))
    })
    return () => {
      mounted = false
    }
  }, [ready])
  return ready
}
