import { Button, Group, Modal, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import type { PoBulkKind } from '../mutations'

/** Each dialog's words; `dismiss` closes it doing nothing ("Keep them" where the action is a cancel, to tell the two apart). */
const COPY: Record<
  PoBulkKind,
  { title: string; question: string; confirm: string; dismiss: string; color: string; note: string }
> = {
  cancel: {
    title: 'Cancel purchase orders',
    question: 'Cancel these purchase orders?',
    confirm: 'Cancel POs',
    dismiss: 'Keep them',
    color: 'red.9',
    note: 'They move to Withdrawn and cannot be reopened.',
  },
  deliver: {
    title: 'Mark delivered',
    question: 'Record everything still outstanding on these purchase orders as delivered?',
    confirm: 'Mark Delivered',
    dismiss: 'Cancel',
    color: 'green.9',
    note: 'One goods receipt is recorded for the remaining quantity of every line.',
  },
}

const MAX_REMARKS = 500

/** Asks before Cancel or Mark Delivered, naming the POs, with optional remarks for the audit trail. */
export function PoActionModal(props: {
  kind: PoBulkKind | null
  numbers: readonly string[]
  pending: boolean
  onCancel: () => void
  onConfirm: (remarks: string) => void
}) {
  const [remarks, setRemarks] = useState('')
  const copy = props.kind ? COPY[props.kind] : null
  const close = () => {
    if (props.pending) return
    setRemarks('')
    props.onCancel()
  }
  return (
    <Modal opened={copy !== null} onClose={close} title={copy?.title} centered zIndex={1100}>
      {copy ? (
        <>
          <Text size="sm">{copy.question}</Text>
          <Text size="sm" fw={600} mt="xs">
            {props.numbers.join(', ')}
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            {copy.note}
          </Text>
          <Textarea
            mt="md"
            label="Remarks"
            placeholder="Optional, kept in the audit trail"
            value={remarks}
            maxLength={MAX_REMARKS}
            autosize
            minRows={2}
            onChange={(event) => setRemarks(event.currentTarget.value)}
          />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={close} disabled={props.pending} data-autofocus>
              {copy.dismiss}
            </Button>
            <Button
              color={copy.color}
              loading={props.pending}
              onClick={() => {
                props.onConfirm(remarks.trim())
                setRemarks('')
              }}
            >
              {copy.confirm}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  )
}
