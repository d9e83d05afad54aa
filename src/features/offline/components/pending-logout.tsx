import { useDisclosure } from '@mantine/hooks'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { useOutboxCount } from '../pending-hooks'

const PendingLogoutDialog = lazy(() => import('./pending-logout-dialog'))

/**
 * Logout that asks first while changes of this user wait on this device (DESIGN.md section 7):
 * `requestLogout` logs out at once or opens the dialog, which the caller renders outside any menu.
 * The dialog's code is fetched on its first open and kept mounted after, so it can animate closed.
 */
export function usePendingLogout(onLogout: () => void): { requestLogout: () => void; dialog: ReactNode } {
  const count = useOutboxCount()
  const [opened, { open, close }] = useDisclosure(false)
  const [shown, setShown] = useState(false)
  if (opened && !shown) setShown(true)
  const requestLogout = () => (count > 0 ? open() : onLogout())
  const dialog = shown ? (
    <Suspense fallback={null}>
      <PendingLogoutDialog opened={opened} count={count} onClose={close} onLogout={onLogout} />
    </Suspense>
  ) : null
  return { requestLogout, dialog }
}
