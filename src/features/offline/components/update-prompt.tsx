import { Affix, Button, Group, Paper, Text } from '@mantine/core'
import { useState, useSyncExternalStore } from 'react'
import { updateStore } from '../../../lib/service-worker'

const BOX = { maxWidth: 'calc(100vw - 2rem)', width: 420 } as const

/**
 * The "new version" banner: stays at the bottom of the screen until the user reloads or puts it off
 * (never a silent swap in the middle of work). The Reload button is a real button, in the tab order.
 */
export function UpdatePrompt(): React.JSX.Element | null {
  const apply = useSyncExternalStore(updateStore.subscribe, updateStore.get, () => null)
  const [later, setLater] = useState(false)
  const [reloading, setReloading] = useState(false)
  if (!apply || later) return null
  const reload = () => {
    setReloading(true)
    apply()
  }
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={1100}>
      <Paper
        role="region"
        aria-label="Update available"
        withBorder
        shadow="md"
        radius="md"
        p="md"
        style={BOX}
        data-testid="update-prompt"
      >
        <Text fw={700} size="sm" role="status">
          A new version of the app is available.
        </Text>
        <Text size="sm" c="gray.7" mt={4}>
          Changes waiting on this device are kept and sent after the update.
        </Text>
        <Group justify="flex-end" gap="sm" mt="sm">
          <Button variant="default" size="xs" onClick={() => setLater(true)}>
            Later
          </Button>
          <Button size="xs" onClick={reload} loading={reloading}>
            Reload to update
          </Button>
        </Group>
      </Paper>
    </Affix>
  )
}
