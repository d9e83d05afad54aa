import { ActionIcon, Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useState } from 'react'
import { Icon } from '../../../../components/icons'
import { levelLabel } from '../../../../shared/approval-rules'
import type { ApproverOption } from '../../../../shared/approval-workflow-schemas'
import { ROLE_LABELS, ROLES } from '../../../../shared/roles'
import {
  type ApproverRow,
  addApprover,
  approverValue,
  canAdd,
  canMoveDown,
  canMoveUp,
  moveApprover,
  removeApprover,
} from '../approver-list'
import type { WorkflowFormValues } from '../workflow-form-values'

/** The chevron turned up or down (the app's icons are few and inline). */
function Arrow({ up }: { up: boolean }) {
  return (
    <span style={{ display: 'inline-flex', transform: `rotate(${up ? -90 : 90}deg)` }}>
      <Icon name="chevron" size={16} />
    </span>
  )
}

/** The approver select's choices: the organisation's users, then every user of a role. */
function choicesOf(users: readonly ApproverOption[]) {
  return [
    {
      group: 'Users',
      items: users.map((u) => ({
        value: approverValue({ userId: u.id, role: null }),
        label: `${u.name} (${ROLE_LABELS[u.role]})`,
      })),
    },
    {
      group: 'Any user of a role',
      items: ROLES.map((role) => ({
        value: approverValue({ userId: null, role }),
        label: `${ROLE_LABELS[role]} (any)`,
      })),
    },
  ]
}

/** The approver a select value stands for, named as the list shows it. */
function chosenOf(value: string, users: readonly ApproverOption[]): Omit<ApproverRow, 'minAmount'> | null {
  const [kind, id = ''] = value.split(/:(.*)/)
  if (kind === 'user') {
    const user = users.find((u) => u.id === id)
    return user ? { userId: user.id, role: null, name: user.name } : null
  }
  const role = ROLES.find((r) => r === id)
  return role ? { userId: null, role, name: `${ROLE_LABELS[role]} (any)` } : null
}

/** Props of the 'Approval Flow Settings' panel. */
export interface ApproverPanelProps {
  form: UseFormReturnType<WorkflowFormValues>
  users: readonly ApproverOption[]
  loading: boolean
}

/**
 * 'Approval Flow Settings': the searchable approver select with Add, and the ordered list (level 1
 * first) with move up, move down and Remove; each level takes an optional amount threshold.
 */
export function ApproverPanel({ form, users, loading }: ApproverPanelProps) {
  const [selected, setSelected] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const list = form.getValues().approvers
  const listError = form.errors.approvers

  const set = (next: ApproverRow[]) => {
    form.setFieldValue('approvers', next)
    form.clearFieldError('approvers')
  }
  const add = () => {
    const chosen = selected ? chosenOf(selected, users) : null
    if (!chosen) return
    const added = addApprover(list, chosen)
    if (!added.ok) {
      setRefusal(added.message)
      return
    }
    setRefusal(null)
    setSelected(null)
    set(added.list)
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Select
          label="Approver"
          placeholder={loading ? 'Loading...' : 'Search users or roles'}
          data={loading ? [] : choicesOf(users)}
          disabled={loading}
          value={selected}
          onChange={(value) => {
            setSelected(value)
            setRefusal(null)
          }}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': 'Clear approver' }}
          nothingFoundMessage="No user matches"
          error={refusal}
          style={{ flex: 1 }}
          comboboxProps={{ zIndex: 1000 }}
        />
        <Button onClick={add} disabled={!canAdd(list, selected)} mb={refusal ? 22 : 0}>
          Add
        </Button>
      </Group>
      {typeof listError === 'string' || typeof listError === 'number' ? (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      ) : null}
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No approvers added.
        </Text>
      ) : (
        <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Approvers in order">
          {list.map((approver, index) => {
            const level = levelLabel(index + 1)
            return (
              <Paper key={approverValue(approver)} component="li" withBorder radius="sm" p="sm">
                <Group justify="space-between" gap="sm">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Badge variant="light" color="blue" tt="none" miw="max-content">
                      {level}
                    </Badge>
                    <Text size="sm" fw={600} truncate>
                      {approver.name}
                    </Text>
                  </Group>
                  <Group gap="xs" wrap="nowrap">
                    <TextInput
                      aria-label={`${level} amount threshold (₹)`}
                      placeholder="Any amount"
                      inputMode="decimal"
                      size="xs"
                      w={{ base: 116, sm: 150 }}
                      leftSection="₹"
                      {...form.getInputProps(`approvers.${index}.minAmount`)}
                    />
                    <ActionIcon
                      variant="default"
                      aria-label={`Move ${approver.name} up`}
                      disabled={!canMoveUp(index)}
                      onClick={() => set(moveApprover(list, index, -1))}
                    >
                      <Arrow up />
                    </ActionIcon>
                    <ActionIcon
                      variant="default"
                      aria-label={`Move ${approver.name} down`}
                      disabled={!canMoveDown(list, index)}
                      onClick={() => set(moveApprover(list, index, 1))}
                    >
                      <Arrow up={false} />
                    </ActionIcon>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${approver.name}`}
                      onClick={() => {
                        setRefusal(null)
                        set(removeApprover(list, index))
                      }}
                    >
                      Remove
                    </Button>
                  </Group>
                </Group>
              </Paper>
            )
          })}
        </Stack>
      )}
    </Stack>
  )
}
