import { notifications } from '@mantine/notifications'

/** Toast durations of the password screens (spec point 9): 5 s, 3 s for success. */
const DURATION = { success: 3000, error: 5000, info: 5000 }

/** Shows the app's toasts, top-centre, with the spec's durations. */
export const toast = {
  success: (message: string) => show(message, 'green', DURATION.success),
  error: (message: string) => show(message, 'red', DURATION.error),
  info: (message: string) => show(message, 'blue', DURATION.info),
}

function show(message: string, color: string, autoClose: number) {
  return notifications.show({ message, color, autoClose, closeButtonProps: DISMISS })
}

/** Accessible name of every toast's close button. */
export const DISMISS = { 'aria-label': 'Dismiss notification' }
