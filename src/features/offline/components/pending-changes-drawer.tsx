import { Button, Divider, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useInterval } from '@mantine/hooks'
import { useState } from 'react'
import { outboxCommands } from '../../../lib/offline/outbox-client'
import type { OutboxEntryView, OutboxFailedView, OutboxState } from '../../../shared/outbox-protocol'
import { agoLabel, describeEntry, entryStatusLine, lastAttemptLine, type PendingNames } from '../pending-describe'
import { PENDING_COLORS } from './pending-marker'

function PendingItem({
  entry,
  names,
  now,
  paused,
}: {
  entry: OutboxEntryView
  names: PendingNames
  now: number
  paused: boolean
}) {
  const problem = lastAttemptLine(entry, now, paused)
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Text size="sm" fw={600}>
        {describeEntry(entry, names)}
      </Text>
      <Text size="xs" c="gray.7">
        {entryStatusLine(entry, now, paused)}
      </Text>
      {problem ? (
        <Text size="xs" c="gray.7">
          {problem}
        </Text>
      ) : null}
    </Paper>
  )
}

function FailedItem({ entry, names, now }: { entry: OutboxFailedView; names: PendingNames; now: number }) {
  const what = describeEntry(entry, names)
  return (
    <Paper component="li" withBorder radius="sm" p="sm" style={{ borderColor: 'var(--mantine-color-red-4)' }}>
      <Text size="sm" fw={600}>
        {what}
      </Text>
      <Text size="sm" c="red.9">
        {entry.msg}
      </Text>
      <Text size="xs" c="gray.7">
        made {agoLabel(entry.createdAt, now)} · refused {agoLabel(entry.failedAt, now)}
      </Text>
      <Group gap="xs" mt="xs">
        <Button size="compact-sm" onClick={() => void outboxCommands.retry(entry.id)} aria-label={`Retry: ${what}`}>
          Retry
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          c="red.9"
          onClick={() => void outboxCommands.discard(entry.id)}
          aria-label={`Discard: ${what}`}
        >
          Discard
        </Button>
      </Group>
    </Paper>
  )
}

/** The panel's content: failed writes first (they need a decision), then the pending ones, oldest first. */
export function PendingChangesList({ state, names }: { state: OutboxState; names: PendingNames }) {
  const [now, setNow] = useState(Date.now)
  useInterval(() => setNow(Date.now()), 5_000, { autoInvoke: true })
  const list = { listStyle: 'none', margin: 0, padding: 0 } as const
  return (
    <Stack gap="md">
      {state.paused ? (
        <Text size="sm" c={PENDING_COLORS.text}>
          Your session ended: these changes are sent once you sign in again.
        </Text>
      ) : null}
      {state.failed.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="outbox-failed">
          <Title order={3} size="h5" id="outbox-failed" c="red.9">
            Not accepted by the server ({state.failed.length})
          </Title>
          <Text size="xs" c="gray.7">
            Retry sends the change again; Discard drops it. Later changes to the same document wait until you decide.
          </Text>
          <Stack gap="xs" component="ul" style={list}>
            {state.failed.map((entry) => (
              <FailedItem key={entry.id} entry={entry} names={names} now={now} />
            ))}
          </Stack>
        </Stack>
      ) : null}
      {state.failed.length > 0 && state.pending.length > 0 ? <Divider /> : null}
      <Stack gap="xs" component="section" aria-labelledby="outbox-pending">
        <Title order={3} size="h5" id="outbox-pending">
          Waiting to be sent ({state.pending.length})
        </Title>
        {state.pending.length === 0 ? (
          <Text size="sm" c="gray.7">
            Nothing is waiting: every change has reached the server.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={list}>
            {state.pending.map((entry) => (
              <PendingItem key={entry.id} entry={entry} names={names} now={now} paused={state.paused} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  )
}

/** The panel the pending button opens; loaded on first open, so its Drawer stays out of the first load. */
export default function PendingChangesDrawer({
  opened,
  onClose,
  state,
  names,
}: {
  opened: boolean
  onClose: () => void
  state: OutboxState
  names: PendingNames
}) {
  const [syncing, setSyncing] = useState(false)
  const syncNow = async () => {
    setSyncing(true)
    await outboxCommands.syncNow()
    setTimeout(() => setSyncing(false), 800)
  }
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={<Text fw={700}>Changes on this device</Text>}
      closeButtonProps={{ 'aria-label': 'Close the pending changes panel' }}
    >
      <Stack gap="md">
        <Text size="sm" c="gray.7">
          Cart, purchase-order and approval changes you make without a connection are kept here and sent in order when
          the server can be reached.
        </Text>
        <Group>
          <Button size="xs" onClick={syncNow} loading={syncing} disabled={state.pending.length === 0}>
            Sync now
          </Button>
        </Group>
        <PendingChangesList state={state} names={names} />
      </Stack>
    </Drawer>
  )
}
