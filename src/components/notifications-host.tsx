import { Notifications, type NotificationsProps } from '@mantine/notifications'

/** Mantine's toast container, in a chunk of its own (see lazy-notifications.tsx). */
export default function NotificationsHost(props: NotificationsProps) {
  return <Notifications {...props} />
}
