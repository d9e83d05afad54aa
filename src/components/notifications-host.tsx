import '@mantine/notifications/styles.css'
import { Notifications, type NotificationsProps } from '@mantine/notifications'
import classes from './notifications-host.module.css'

/** Mantine's toast container, with its styles in a chunk of their own (see lazy-notifications.tsx), placed under the header. */
export default function NotificationsHost(props: NotificationsProps) {
  return <Notifications classNames={{ root: classes.root }} {...props} />
}
