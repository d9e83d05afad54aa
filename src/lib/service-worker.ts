import { notifications } from '@mantine/notifications'
import { DISMISS } from './toast'

/**
 * Registers the service worker; a new version waits and offers 'Reload to update' instead of swapping mid-task.
 * workbox-window is loaded on demand, so it stays out of the sign-in page's first bundle.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  void import('workbox-window').then(({ Workbox }) => {
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
    return wb.register()
  })
}
