import { type NotificationsProps, notificationsStore } from '@mantine/notifications'
import { lazy, Suspense, useEffect, useState } from 'react'

const NotificationsHost = lazy(() => import('./notifications-host'))

/** What makes the container worth loading: a toast is likely soon once the user acts. */
const INTERACTIONS = ['pointerdown', 'keydown'] as const

/**
 * The toast container, loaded when the first toast is shown or at the user's first click or key press,
 * whichever comes first. No page needs it to render, and it weighs about 9 KB gzip (transitions,
 * scroll-bar handling), so the sign-in page is shown without it (issue 2). Toasts raised before it
 * loads wait in the store and appear as soon as it mounts.
 */
export function LazyNotifications(props: NotificationsProps) {
  const { limit = 5, position = 'bottom-right' } = props
  const [wanted, setWanted] = useState(() => notificationsStore.getState().notifications.length > 0)
  useEffect(() => {
    // What the container sets when it mounts, set now, so toasts raised before that are queued alike.
    notificationsStore.updateState((state) => ({ ...state, limit, defaultPosition: position }))
  }, [limit, position])
  useEffect(() => {
    if (wanted) return
    const want = () => setWanted(true)
    const unsubscribe = notificationsStore.subscribe(want)
    if (notificationsStore.getState().notifications.length > 0) want()
    for (const type of INTERACTIONS) window.addEventListener(type, want, { capture: true, passive: true })
    return () => {
      unsubscribe()
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true })
    }
  }, [wanted])
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <NotificationsHost {...props} />
    </Suspense>
  )
}
