import { notifications } from '@mantine/notifications'
import type { AnyRouter } from '@tanstack/react-router'
import type { ReactNode } from 'react'

/** Accessible name of every toast's close button. */
export const DISMISS = { 'aria-label': 'Dismiss notification' }

/** How long each kind of toast stays, in ms; false keeps it until it is dismissed or updated. */
interface ToastDurations {
  blank: number
  success: number
  error: number
  loading: false
  custom: number
}

/** What a custom toast may carry beyond its message. */
export interface CustomToast {
  title?: string
  color?: string
  icon?: ReactNode
}

/** Error toasts that may still be on screen, by id, with the order in which they were shown. */
const errorToasts = new Map<string, number>()
let toastsShown = 0

/** Notes an error toast, so that leaving its screen hides it. */
function trackError(id: string): string {
  toastsShown += 1
  errorToasts.set(id, toastsShown)
  return id
}

/** Mantine greys a titled toast's text to gray.6, below AA contrast; gray.7 passes. */
const READABLE = { description: { color: 'var(--mantine-color-gray-7)' } }

function makeToaster(duration: ToastDurations) {
  const show = (message: string, color: string | undefined, autoClose: number, title?: string) =>
    notifications.show({ title, message, color, autoClose, closeButtonProps: DISMISS, styles: READABLE })
  return {
    /** A plain toast, no colour. */
    blank: (message: string) => show(message, undefined, duration.blank),
    /** A success toast; `detail` is shown as a second line. */
    success: (message: string, detail?: string) =>
      detail ? show(detail, 'green', duration.success, message) : show(message, 'green', duration.success),
    /** An error toast; `detail` (the server's message, say) is shown under the spec's text. */
    error: (message: string, detail?: string) =>
      trackError(detail ? show(detail, 'red', duration.error, message) : show(message, 'red', duration.error)),
    /** An information toast. */
    info: (message: string) => show(message, 'blue', duration.blank),
    /** A spinner toast that stays until `settle` or `hide` is called with the id it returns. */
    loading: (message: string) =>
      notifications.show({ message, loading: true, autoClose: duration.loading, withCloseButton: false }),
    /** Turns a loading toast into a success or error toast. */
    settle: (id: string, kind: 'success' | 'error', message: string) => {
      if (kind === 'error') trackError(id)
      return notifications.update({
        id,
        message,
        loading: false,
        color: kind === 'success' ? 'green' : 'red',
        autoClose: duration[kind],
        withCloseButton: true,
        closeButtonProps: DISMISS,
      })
    },
    /** A toast with its own title, colour or icon. */
    custom: (message: string, options: CustomToast = {}) =>
      notifications.show({
        ...options,
        message,
        autoClose: duration.custom,
        closeButtonProps: DISMISS,
        styles: READABLE,
      }),
    /** Hides a toast (Mantine animates it out, then removes it). */
    hide: (id: string) => notifications.hide(id),
  }
}

/** Toasts of the password screens (spec point 9): top-centre, 5 s, 3 s for success. */
export const toast = makeToaster({ blank: 5000, success: 3000, error: 5000, loading: false, custom: 5000 })

/**
 * Toasts of the category and product screens (spec point 9): top-centre, blank 4 s, error 4 s,
 * success 2 s, loading until settled, custom 4 s. Position, limit (20) and width (350 px) are set
 * once on the Notifications host in main.tsx.
 */
export const formToast = makeToaster({ blank: 4000, success: 2000, error: 4000, loading: false, custom: 4000 })

/**
 * Error toasts belong to the screen they were raised on: when a navigation to another page has
 * finished, those shown before it began are hidden, so a stale error does not sit on the next
 * screen. Those raised while it ran (a guard's 'Invalid product ID' on its way back to the list) stay.
 */
export function hideErrorToastsOnNavigation(router: AnyRouter): () => void {
  let startedAt: number | null = null
  const offStart = router.subscribe('onBeforeNavigate', () => {
    // A redirect starts another navigation: the toasts to keep are counted from the first one.
    startedAt ??= toastsShown
  })
  const offEnd = router.subscribe('onResolved', ({ pathChanged }) => {
    const before = startedAt
    startedAt = null
    if (before === null || !pathChanged) return
    for (const [id, order] of errorToasts) {
      if (order > before) continue
      errorToasts.delete(id)
      notifications.hide(id)
    }
  })
  return () => {
    offStart()
    offEnd()
  }
}
