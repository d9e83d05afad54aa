import { Box, Text } from '@mantine/core'
import { formatSavedAt, useOldestShownDataAt } from '../shown-data-age'
import { useConnectivity } from '../use-connectivity'

/**
 * The strip under the header while the server cannot be reached: says the screen shows data saved
 * on this device, from when (the oldest data on screen), and that cart and PO changes are kept.
 */
export function OfflineBanner(): React.JSX.Element | null {
  const { online } = useConnectivity()
  return online ? null : <OfflineStrip />
}

/**
 * The strip itself. Only it watches the query cache for the age of the data on screen: online, nothing
 * recomputes that age on every cache event, and the first screen's queries subscribing do not re-render the
 * banner synchronously in the task that follows the first screen (issue 12).
 */
function OfflineStrip(): React.JSX.Element {
  const savedAt = useOldestShownDataAt()
  const from = savedAt === null ? '' : ` from ${formatSavedAt(savedAt)}`
  return (
    <Box
      role="status"
      data-testid="offline-banner"
      px={{ base: 'xs', sm: 'md' }}
      py={{ base: 4, sm: 6 }}
      style={{
        background: 'var(--mantine-color-yellow-1)',
        borderBottom: '1px solid var(--mantine-color-yellow-5)',
        color: 'var(--mantine-color-dark-9)',
      }}
    >
      <Text size="sm" fw={500} component="span">
        Offline
      </Text>
      <Text size="sm" component="span">
        {' '}
        — showing data saved on this device{from}.
      </Text>
      <Text size="sm" component="span" visibleFrom="sm">
        {' '}
        Cart, purchase-order and approval changes are kept and sent when you are back online.
      </Text>
      <Text size="sm" component="span" hiddenFrom="sm">
        {' '}
        Cart and PO changes are sent when you are back online.
      </Text>
    </Box>
  )
}
