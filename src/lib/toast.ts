import { notifications } from '@mantine/notifications'
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
      detail ? show(detail, 'red', duration.error, message) : show(message, 'red', duration.error),
    /** An information toast. */
    info: (message: string) => show(message, 'blue', duration.blank),
    /** A spinner toast that stays until `settle` or `hide` is called with the id it returns. */
    loading: (message: string) =>
      notifications.show({ message, loading: true, autoClose: duration.loading, withCloseButton: false }),
    /** Turns a loading toast into a success or error toast. */
    settle: (id: string, kind: 'success' | 'error', message: string) =>
      notifications.update({
        id,
        message,
        loading: false,
        color: kind === 'success' ? 'green' : 'red',
        autoClose: duration[kind],
        withCloseButton: true,
        closeButtonProps: DISMISS,
      }),
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
