import { useEffect, useState } from 'react'

/**
 * False until the browser is idle after the component's first paint: for what the first screen does not
 * need (a count in the header, its code and its request), so it does not compete with that screen (issue 12).
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(() => setReady(true), 200)
      return () => clearTimeout(timer)
    }
    const id = window.requestIdleCallback(() => setReady(true), { timeout: 2_000 })
    return () => window.cancelIdleCallback(id)
  }, [])
  return ready
}
