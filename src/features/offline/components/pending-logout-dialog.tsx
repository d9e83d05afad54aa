import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { logoutWarning } from '../pending-describe'

/** The confirmation before logging out with unsent changes; loaded on first open, out of the first load. */
export default function PendingLogoutDialog({
  opened,
  count,
  onClose,
  onLogout,
}: {
  opened: boolean
  count: number
  onClose: () => void
  onLogout: () => void
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={700}>Log out with unsent changes?</Text>} centered>
      <Stack gap="md">
        <Text size="sm">{logoutWarning(count)}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Stay signed in
          </Button>
          <Button
            color="red.8"
            onClick={() => {
              onClose()
              onLogout()
            }}
          >
            Log out anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
