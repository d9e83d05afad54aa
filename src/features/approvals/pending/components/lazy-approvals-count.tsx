import { lazy, Suspense } from 'react'
import { useAfterFirstPaint } from '../../../../lib/use-after-first-paint'

const NavCount = lazy(() => import('./approvals-count').then((m) => ({ default: m.ApprovalsNavCount })))
const HeaderLink = lazy(() => import('./approvals-count').then((m) => ({ default: m.HeaderApprovalsLink })))

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
