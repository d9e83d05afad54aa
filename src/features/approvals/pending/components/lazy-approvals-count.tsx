import { lazy, Suspense, useEffect, useState } from 'react'

const NavCount = lazy(() => import('./approvals-count').then((m) => ({ default: m.ApprovalsNavCount })))
const HeaderLink = lazy(() => import('./approvals-count').then((m) => ({ default: m.HeaderApprovalsLink })))

/**
 * False until the browser is idle after the shell's first paint: the approvals count (its code and its
 * request) is not part of the first signed-in screen.
 */
function useAfterFirstPaint(): boolean {
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

/** The navigation's approvals count, loaded after the first paint. */
export function LazyApprovalsNavCount() {
  const ready = useAfterFirstPaint()
  return ready ? (
    <Suspense fallback={null}>
      <NavCount />
    </Suspense>
  ) : null
}

/** The header's approvals link with its count, loaded after the first paint. */
export function LazyHeaderApprovalsLink() {
  const ready = useAfterFirstPaint()
  return ready ? (
    <Suspense fallback={null}>
      <HeaderLink />
    </Suspense>
  ) : null
}
