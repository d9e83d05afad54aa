import { Group, Loader, Stack, Text } from '@mantine/core'
import { Notice } from '../../../../components/notice'
import type { PendingPo } from '../../../../lib/offline/po-overlay'
import { PendingMarker } from '../../../offline/components/pending-marker'
import { PoUnavailable } from './po-unavailable'

/** The PO's number, or what stands for it while a PO made offline waits for the server to number it. */
export const poTitleNumber = (po: Pick<PendingPo, 'poNumber'>) => po.poNumber || '(numbered when sent)'

/** Says that the PO shown includes changes made on this device that the server has not seen yet. */
export function PoPendingNotice({ po, createdOffline }: { po: PendingPo; createdOffline: boolean }) {
  if (po.pendingSince === null) return null
  return (
    <Notice tone="warning" title={createdOffline ? 'Saved offline: not sent yet' : 'Changes not synced yet'}>
      <Group gap="xs" align="center">
        <PendingMarker />
        <Text size="sm">
          {createdOffline
            ? 'This purchase order was created on this device and is sent when you are back online; the server gives it its number then.'
            : 'What you see includes changes made on this device; they are sent in order when you are back online.'}
        </Text>
      </Group>
    </Notice>
  )
}

/** What the PO page shows without its PO: a spinner while it loads, else why it cannot be shown. */
export function PoNotLoaded({ loading }: { loading: boolean }) {
  if (loading) {
    return (
      <Stack align="center" py="xl">
        <Loader aria-label="Loading the purchase order" />
      </Stack>
    )
  }
  return (
    <PoUnavailable title="Purchase order not available">
      This purchase order could not be loaded and was not saved on this device. Open it again once you are online.
    </PoUnavailable>
  )
}
