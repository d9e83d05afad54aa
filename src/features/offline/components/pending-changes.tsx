import { Badge, Button, Divider, Drawer, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useDisclosure, useInterval } from '@mantine/hooks'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { outboxCommands } from '../../../lib/offline/outbox-client'
import { formToast } from '../../../lib/toast'
import type { OutboxBroadcast, OutboxEntryView, OutboxFailedView, OutboxState } from '../../../shared/outbox-protocol'
import {
  agoLabel,
  describeEntry,
  entryStatusLine,
  lastAttemptLine,
  type PendingNames,
  pendingBadge,
  syncedMessage,
  withTypedNumbers,
} from '../pending-describe'
import { cacheNames, useOutboxEvents, useOutboxState } from '../pending-hooks'
import { PENDING_COLORS } from './pending-marker'

/** The pending button: the 'pending' colours, so it reads as waiting, not as an error. */
const PENDING_BUTTON = {
  background: PENDING_COLORS.background,
  color: PENDING_COLORS.text,
  borderColor: PENDING_COLORS.border,
} as const

const CART_OPS = new Set(['add-to-cart', 'update-cart-item', 'delete-cart-item', 'create-order'])

/**
 * Keeps the page's data in step with the outbox: a write that went through makes its document's
 * queries stale (so the server's version replaces the overlay), and the user hears about a drained
 * queue and a refused change.
 */
function useOutboxToasts(names: () => PendingNames) {
  const queryClient = useQueryClient()
  useOutboxEvents((event: OutboxBroadcast) => {
    if (event.type === 'sent' || event.type === 'failed') {
      const keys: unknown[][] = CART_OPS.has(event.entry.op)
        ? [['cart'], ...(event.entry.op === 'create-order' ? [['orders'], ['products']] : [])]
        : [['purchase-orders']]
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey })
    }
    if (event.type === 'drained' && event.sent > 0) formToast.success(syncedMessage(event.sent))
    if (event.type === 'failed') {
      formToast.error(`Not synced: ${describeEntry(event.entry, names())}`, event.entry.msg)
    }
  })
}

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

/** The header's pending-changes button (hidden while nothing waits) and the panel it opens. */
export function PendingChangesButton() {
  const state = useOutboxState()
  const queryClient = useQueryClient()
  const [opened, { open, close }] = useDisclosure(false)
  // A PO made offline is named by the number typed for it, which only the kept writes know.
  const names = () => withTypedNumbers(cacheNames(queryClient), [...state.pending, ...state.failed])
  useOutboxToasts(names)
  const badge = pendingBadge(state)
  const failed = badge.tone === 'failed'
  const [syncing, setSyncing] = useState(false)
  const syncNow = async () => {
    setSyncing(true)
    await outboxCommands.syncNow()
    setTimeout(() => setSyncing(false), 800)
  }

  return (
    <>
      {badge.tone === 'hidden' ? null : (
        <Button
          size="xs"
          variant={failed ? 'filled' : 'default'}
          color={failed ? 'red.9' : undefined}
          style={failed ? undefined : PENDING_BUTTON}
          onClick={open}
          aria-label={`${failed ? 'Not synced' : 'Pending'}: ${badge.label}`}
          data-testid="pending-badge"
          data-tone={badge.tone}
          leftSection={
            <Badge
              size="sm"
              circle={badge.count < 10}
              variant={failed ? 'white' : 'filled'}
              color={failed ? 'red.9' : PENDING_COLORS.solid}
            >
              {badge.count}
            </Badge>
          }
        >
          <Text span size="xs" fw={600} visibleFrom="xs">
            {failed ? 'Not synced' : 'Pending'}
          </Text>
        </Button>
      )}
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size="md"
        title={<Text fw={700}>Changes on this device</Text>}
        closeButtonProps={{ 'aria-label': 'Close the pending changes panel' }}
      >
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            Cart and purchase-order changes you make without a connection are kept here and sent in order when the
            server can be reached.
          </Text>
          <Group>
            <Button size="xs" onClick={syncNow} loading={syncing} disabled={state.pending.length === 0}>
              Sync now
            </Button>
          </Group>
          <PendingChangesList state={state} names={names()} />
        </Stack>
      </Drawer>
    </>
  )
}
