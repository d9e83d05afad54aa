import { Notifications, type NotificationsProps } from '@mantine/notifications'
import classes from './notifications-host.module.css'

/** Mantine's toast container, in a chunk of its own (see lazy-notifications.tsx), placed under the header. */
export default function NotificationsHost(props: NotificationsProps) {
  return <Notifications classNames={{ root: classes.root }} {...props} />
}
