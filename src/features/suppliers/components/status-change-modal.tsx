import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import type { Supplier } from '../../../shared/supplier-schemas'
import type { SupplierTransition } from '../../../shared/supplier-status'

/** Props of the status confirmation. */
export interface StatusChangeModalProps {
  target: { supplier: Supplier; transition: SupplierTransition } | null
  pending: boolean
  onCancel: () => void
  onConfirm: (remarks: string) => void
}

/** Asks before a status change (Activate, Reject, Deactivate, Reactivate), with optional remarks. */
export function StatusChangeModal({ target, pending, onCancel, onConfirm }: StatusChangeModalProps) {
  const [remarks, setRemarks] = useState('')
  const action = target?.transition.action ?? ''
  const close = () => {
    setRemarks('')
    onCancel()
  }
  return (
    <Modal opened={target !== null} onClose={close} title={`${action} supply partner`} centered zIndex={1100}>
      <Stack gap="sm">
        <Text size="sm">
          {action} <b>{target?.supplier.name}</b>? Its status becomes {target?.transition.to}.
        </Text>
        <Textarea
          label="Remarks"
          placeholder="Why (optional)"
          maxLength={500}
          value={remarks}
          onChange={(event) => setRemarks(event.currentTarget.value)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button
            color={target?.transition.to === 'Active' ? 'green.9' : 'red.9'}
            loading={pending}
            onClick={() => {
              onConfirm(remarks)
              setRemarks('')
            }}
          >
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
