import { Button, Group, Paper, Text } from '@mantine/core'
import { plural } from '../../../shared/plural'
import type { PartnerOption } from '../reorder-picks'
import { PartnerSelect } from './partner-select'

/** Props of the bar over a selection of low products. */
export interface ReorderBarProps {
  count: number
  partners: readonly PartnerOption[]
  /** What the role may make of the selection. */
  canCreatePo: boolean
  canCreateRfq: boolean
  online: boolean
  onVendorForAll: (vendor: PartnerOption) => void
  onCreatePo: () => void
  onCreateRfq: () => void
  onClear: () => void
}

/** The selection's actions: one vendor for all, Create PO (needs the network), Create RFQ, Clear selection. */
export function ReorderBar(props: ReorderBarProps) {
  return (
    <Paper withBorder radius="md" p="xs" px="sm" bg="indigo.0" role="region" aria-label="Selected products">
      <Group justify="space-between" gap="xs" align="flex-end">
        <Group gap="sm" align="flex-end">
          <Text size="sm" fw={600} mb={6}>
            {plural(props.count, 'product', 'products')} selected
          </Text>
          {props.canCreatePo ? (
            <PartnerSelect
              value={null}
              partners={props.partners}
              onChange={(vendor) => vendor && props.onVendorForAll(vendor)}
              label="Order all from"
              w={220}
            />
          ) : null}
        </Group>
        <Group gap="xs">
          {props.canCreatePo ? (
            <Button size="xs" onClick={props.onCreatePo} disabled={!props.online}>
              Create PO
            </Button>
          ) : null}
          {props.canCreateRfq ? (
            <Button size="xs" variant="default" onClick={props.onCreateRfq}>
              Create RFQ
            </Button>
          ) : null}
          <Button size="xs" variant="subtle" onClick={props.onClear}>
            Clear selection
          </Button>
        </Group>
      </Group>
      {props.canCreatePo && !props.online ? (
        <Text size="sm" c="gray.8" mt="xs">
          Creating POs needs the network: you are offline. Your selection is kept; create them when you are back online.
        </Text>
      ) : null}
    </Paper>
  )
}
