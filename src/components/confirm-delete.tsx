import { Button, Group, Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** Props of the delete confirmation. */
export interface ConfirmDeleteProps {
  opened: boolean
  /** What is deleted, for the title: 'Delete category'. */
  title: string
  /** The question, naming the record. */
  children: ReactNode
  onCancel: () => void
  onConfirm: () => void
  /** True while the delete is in flight: the buttons wait. */
  pending?: boolean
}

/** A modal that asks before deleting; Delete is red, Cancel is focused first. */
export function ConfirmDelete({ opened, title, children, onCancel, onConfirm, pending = false }: ConfirmDeleteProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered zIndex={1100}>
      <Text size="sm">{children}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={pending} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" onClick={onConfirm} loading={pending}>
          Delete
        </Button>
      </Group>
    </Modal>
  )
}
