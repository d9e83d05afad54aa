import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { outboxBadgeCount } from '../../../lib/offline/outbox-client'
import { logoutWarning } from '../pending-describe'
import { useOutboxState } from '../pending-hooks'

/**
 * Logout that asks first while changes of this user wait on this device (DESIGN.md section 7):
 * `requestLogout` logs out at once or opens the dialog, which the caller renders outside any menu.
 */
export function usePendingLogout(onLogout: () => void): { requestLogout: () => void; dialog: ReactNode } {
  const state = useOutboxState()
  const [opened, { open, close }] = useDisclosure(false)
  const count = outboxBadgeCount(state)
  const requestLogout = () => (count > 0 ? open() : onLogout())
  const dialog = (
    <Modal opened={opened} onClose={close} title={<Text fw={700}>Log out with unsent changes?</Text>} centered>
      <Stack gap="md">
        <Text size="sm">{logoutWarning(count)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Stay signed in
          </Button>
          <Button
            color="red.8"
            onClick={() => {
              close()
              onLogout()
            }}
          >
            Log out anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
  return { requestLogout, dialog }
}
