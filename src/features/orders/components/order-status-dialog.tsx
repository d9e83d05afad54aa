import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { LabelledTextarea } from '../../../components/labelled-textarea'
import type { OrderAction } from '../order-actions'

/** Props of the status change confirmation. */
export interface OrderStatusDialogProps {
  action: OrderAction
  orderNumber: string
  onCancel: () => void
  onConfirm: (remarks: string) => void
  pending: boolean
}

/** Asks before an order changes status, with optional remarks for its history. */
export function OrderStatusDialog({ action, orderNumber, onCancel, onConfirm, pending }: OrderStatusDialogProps) {
  const [remarks, setRemarks] = useState('')
  return (
    <Modal
      opened
      onClose={onCancel}
      title={`${action.label}: ${orderNumber}`}
      centered
      zIndex={1100}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">{action.question}</Text>
        <LabelledTextarea
          label="Remarks"
          placeholder="Shown in the order's history (optional)"
          value={remarks}
          onChange={(event) => setRemarks(event.currentTarget.value)}
          maxLength={500}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
            Back
          </Button>
          <Button color={action.danger ? 'red.9' : undefined} onClick={() => onConfirm(remarks)} loading={pending}>
            {action.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
