import { notifications } from '@mantine/notifications'

/** Toast durations of the password screens (spec point 9): 5 s, 3 s for success. */
const DURATION = { success: 3000, error: 5000, info: 5000 }

/** Shows the app's toasts, top-centre, with the spec's durations. */
export const toast = {
  success: (message: string) => notifications.show({ message, color: 'green', autoClose: DURATION.success }),
  error: (message: string) => notifications.show({ message, color: 'red', autoClose: DURATION.error }),
  info: (message: string) => notifications.show({ message, color: 'blue', autoClose: DURATION.info }),
}
