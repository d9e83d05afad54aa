import { notifications } from '@mantine/notifications'
import { Workbox } from 'workbox-window'
import { DISMISS } from './toast'

/** Registers the service worker; a new version waits and offers 'Reload to update' instead of swapping mid-task. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const wb = new Workbox('/sw.js')
  wb.addEventListener('waiting', () => {
    notifications.show({
      id: 'app-update',
      title: 'A new version is available',
      message: 'Reload to update',
      autoClose: false,
      withCloseButton: true,
      closeButtonProps: DISMISS,
      color: 'indigo',
      onClick: () => {
        wb.addEventListener('controlling', () => window.location.reload())
        wb.messageSkipWaiting()
      },
      style: { cursor: 'pointer' },
    })
  })
  void wb.register()
}
