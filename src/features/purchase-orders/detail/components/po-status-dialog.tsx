import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { LabelledTextarea } from '../../../../components/labelled-textarea'
import type { PoStatusAction } from '../po-actions'

/** Props of the status change confirmation. */
export interface PoStatusDialogProps {
  action: PoStatusAction
  poNumber: string
  onCancel: () => void
  onConfirm: (remarks: string) => void
  pending: boolean
}

/** Asks before a PO changes status, with remarks for its audit trail (required to reject). */
export function PoStatusDialog({ action, poNumber, onCancel, onConfirm, pending }: PoStatusDialogProps) {
  const [remarks, setRemarks] = useState('')
  const [error, setError] = useState<string | null>(null)
  const required = action.remarks === 'required'
  const confirm = () => {
    if (required && remarks.trim() === '') return setError('Remarks are required')
    onConfirm(remarks.trim())
  }
  return (
    <Modal
      opened
      onClose={onCancel}
      title={`${action.label}: ${poNumber}`}
      centered
      zIndex={1100}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Text size="sm">{action.question}</Text>
        <LabelledTextarea
          label="Remarks"
          placeholder={required ? 'Why it is rejected' : 'Shown in the audit trail (optional)'}
          required={required}
          value={remarks}
          error={error}
          onChange={(event) => {
            setRemarks(event.currentTarget.value)
            setError(null)
          }}
          maxLength={500}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
            Back
          </Button>
          <Button color={action.danger ? 'red.9' : undefined} onClick={confirm} loading={pending}>
            {action.label}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
