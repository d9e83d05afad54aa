import { Button, Group, Stack, Table, Text } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { Notice } from '../notice'
import { changedFields } from './changed-fields'
import type { StaleEdit } from './use-stale-edit'

/** Props of the stale-edit notice. */
export interface StaleEditNoticeProps<V extends object> {
  stale: StaleEdit<V>
  /** The fields Compare lists, with their labels, in screen order. */
  labels: Partial<Record<keyof V & string, string>>
  /** A field's value shown its own way (an id as its name ...). */
  show?: Partial<Record<keyof V & string, (value: unknown) => string>>
}

const sentence = (message: string) => message.replace(/[.\s]+$/, '')

/**
 * What every form shows when its save was refused because someone else saved first: the server's
 * message, "Load the current version" (take theirs) and "Compare" (mine and theirs, field by field).
 */
export function StaleEditNotice<V extends object>({ stale, labels, show }: StaleEditNoticeProps<V>) {
  const [comparing, setComparing] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const conflict = stale.conflict
  useEffect(() => {
    if (conflict) ref.current?.scrollIntoView?.({ block: 'nearest' })
  }, [conflict])
  if (!conflict) return null
  const changes = changedFields(conflict.mine, conflict.theirs, labels, show)
  return (
    <div ref={ref}>
      <Notice tone="warning" title="Your changes were not saved">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {sentence(conflict.message)}. What you typed is still in the form; load the current version to see the
            changes, then make yours again.
          </Text>
          <Group gap="xs">
            <Button size="xs" onClick={stale.reload}>
              Load the current version
            </Button>
            <Button size="xs" variant="default" onClick={() => setComparing((open) => !open)} aria-expanded={comparing}>
              Compare
            </Button>
          </Group>
          {comparing ? (
            changes.length === 0 ? (
              <Text size="sm">The fields of this form are the same in both versions.</Text>
            ) : (
              <Table.ScrollContainer minWidth={320} w="100%">
                <Table withTableBorder fz="sm" captionSide="top">
                  <Table.Caption>Your values and the current version</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Field</Table.Th>
                      <Table.Th scope="col">Yours</Table.Th>
                      <Table.Th scope="col">Current</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {changes.map((change) => (
                      <Table.Tr key={change.field}>
                        <Table.Th scope="row">{change.label}</Table.Th>
                        <Table.Td>{change.mine}</Table.Td>
                        <Table.Td>{change.theirs}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )
          ) : null}
        </Stack>
      </Notice>
    </div>
  )
}
