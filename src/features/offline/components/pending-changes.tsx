import { Badge, Button, Text } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useState } from 'react'
import { formToast } from '../../../lib/toast'
import type { OutboxBroadcast, OutboxOp } from '../../../shared/outbox-protocol'
import { describeEntry, type PendingNames, pendingBadge, syncedMessage, withTypedNumbers } from '../pending-describe'
import { cacheNames, useOutboxEvents, useOutboxState } from '../pending-hooks'
import { PENDING_COLORS } from './pending-marker'

const PendingChangesDrawer = lazy(() => import('./pending-changes-drawer'))

/** The pending button: the 'pending' colours, so it reads as waiting, not as an error. */
const PENDING_BUTTON = {
  background: PENDING_COLORS.background,
  color: PENDING_COLORS.text,
  borderColor: PENDING_COLORS.border,
} as const

const CART_OPS = new Set(['add-to-cart', 'update-cart-item', 'delete-cart-item', 'create-order'])

/** The queries a write that went through (or was refused) makes stale; a decision may change any approved document. */
function keysChangedBy(op: OutboxOp): unknown[][] {
  if (op === 'decide-approval') return [['approvals'], ['purchase-orders'], ['orders'], ['suppliers']]
  if (CART_OPS.has(op)) return [['cart'], ...(op === 'create-order' ? [['orders'], ['products']] : [])]
  return [['purchase-orders']]
}

/**
 * Keeps the page's data in step with the outbox: a write that went through makes its document's
 * queries stale (so the server's version replaces the overlay), and the user hears about a drained
 * queue and a refused change.
 */
function useOutboxToasts(names: () => PendingNames) {
  const queryClient = useQueryClient()
  useOutboxEvents((event: OutboxBroadcast) => {
    if (event.type === 'sent' || event.type === 'failed') {
      for (const queryKey of keysChangedBy(event.entry.op)) void queryClient.invalidateQueries({ queryKey })
    }
    if (event.type === 'drained' && event.sent > 0) formToast.success(syncedMessage(event.sent))
    if (event.type === 'failed') {
      formToast.error(`Not synced: ${describeEntry(event.entry, names())}`, event.entry.msg)
    }
  })
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
  // The panel's code is fetched on the first open and kept mounted after, so it can animate closed.
  const [shown, setShown] = useState(false)
  if (opened && !shown) setShown(true)

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
      {shown ? (
        <Suspense fallback={null}>
          <PendingChangesDrawer opened={opened} onClose={close} state={state} names={names()} />
        </Suspense>
      ) : null}
    </>
  )
}
