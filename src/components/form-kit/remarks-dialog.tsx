import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { LabelledTextarea } from '../labelled-textarea'

/** Props of the remarks dialog. */
export interface RemarksDialogProps {
  /** The dialog's title, e.g. 'Cancel order: ORD-12'. */
  title: string
  question: string
  /** The confirm button's label. */
  confirm: string
  danger?: boolean
  placeholder: string
  /** Remarks must be given (to reject); else they are optional. */
  required?: boolean
  /** What an empty required remark says (the endpoint schema's message); 'Remarks are required' unless given. */
  requiredMessage?: string
  pending: boolean
  onCancel: () => void
  onConfirm: (remarks: string) => void
  /** What to know before deciding, under the question (the budget left before a PO is submitted). */
  children?: ReactNode
}

/** Asks before a status change, with remarks for the record's history; Back or the action. */
export function RemarksDialog(props: RemarksDialogProps) {
  const [remarks, setRemarks] = useState('')
  const [error, setError] = useState<string | null>(null)
  const confirm = () => {
    if (props.required && remarks.trim() === '') return setError(props.requiredMessage ?? 'Remarks are required')
    props.onConfirm(remarks.trim())
  }
  return (
    <Modal opened onClose={props.onCancel} title={props.title} centered zIndex={1100}>
      <Stack gap="sm">
        <Text size="sm">{props.question}</Text>
        {props.children}
        <LabelledTextarea
          label="Remarks"
          placeholder={props.placeholder}
          required={props.required}
          value={remarks}
          error={error}
          onChange={(event) => {
            setRemarks(event.currentTarget.value)
            setError(null)
          }}
          maxLength={500}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={props.onCancel} disabled={props.pending} data-autofocus>
            Back
          </Button>
          <Button color={props.danger ? 'red.9' : undefined} onClick={confirm} loading={props.pending}>
            {props.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
