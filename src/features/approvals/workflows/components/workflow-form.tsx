import { Group, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { FormActions } from '../../../../components/form-kit/form-actions'
import { StaleEditNotice } from '../../../../components/form-kit/stale-edit-notice'
import { useFormSubmit } from '../../../../components/form-kit/use-form-submit'
import { useStaleEdit } from '../../../../components/form-kit/use-stale-edit'
import { LabelledDropdown } from '../../../../components/labelled-dropdown'
import { type ApprovalType, MAX_SLA_HOURS, WORKFLOW_STATUSES } from '../../../../shared/approval-rules'
import { type Workflow, WorkflowSchema } from '../../../../shared/approval-workflow-schemas'
import { approvalKeys } from '../../query-keys'
import { useSaveWorkflow } from '../mutations'
import { workflowQueries } from '../queries'
import {
  EMPTY_WORKFLOW,
  WORKFLOW_FIELDS,
  WORKFLOW_LABELS,
  type WorkflowFormValues,
  workflowFormValues,
  workflowWrite,
} from '../workflow-form-values'
import { ApproverPanel } from './approver-panel'
import { WaitingDocumentsLine } from './waiting-documents-line'

const STATUS_OPTIONS = WORKFLOW_STATUSES.map((status) => ({ id: status, name: status }))

/** Props of the workflow form: a new workflow of one of the free types, or the saved workflow of a type. */
export type WorkflowFormProps =
  | { mode: 'create'; freeTypes: readonly ApprovalType[] }
  | { mode: 'edit'; workflow: Workflow }

/** The Create-Workflow form: type, toggle, status and the 'Approval Flow Settings' panel, checked with the server's schema. */
export function WorkflowForm(props: WorkflowFormProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const stored = props.mode === 'edit' ? props.workflow : null
  const form = useForm<WorkflowFormValues>({
    mode: 'controlled',
    initialValues: stored ? workflowFormValues(stored) : EMPTY_WORKFLOW,
  })
  const users = useQuery(workflowQueries.approvers())
  const save = useSaveWorkflow()
  const stale = useStaleEdit({
    schema: WorkflowSchema,
    toValues: workflowFormValues,
    load: (current) => queryClient.setQueryData(approvalKeys.workflow(current.type), current),
  })
  const submit = useFormSubmit({
    form,
    fields: WORKFLOW_FIELDS,
    stale,
    check: (values) => workflowWrite(values, stored?.version ?? 0),
    send: (body) => save.mutateAsync(body),
    refused: 'Failed to save the workflow. Please try again.',
    saved: (saved) => ({
      message: `${saved.type} workflow saved`,
      next: () => navigate({ to: '/Approval-Workflow' }),
    }),
  })
  const values = form.getValues()
  const userList = users.data ?? []
  const names = (value: unknown) => {
    if (Array.isArray(value)) return value.map((a: { name?: string }) => a.name ?? '').join(', ') || '(none)'
    if (typeof value === 'boolean') return value ? 'On' : 'Off'
    return String(value ?? '')
  }

  return (
    <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md" maw={900}>
        <StaleEditNotice
          stale={stale}
          labels={WORKFLOW_LABELS}
          show={{
            approvers: names,
            enabled: names,
            fallbackApproverId: (id) => userList.find((u) => u.id === id)?.name ?? (id ? String(id) : '(none)'),
          }}
        />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {props.mode === 'create' ? (
                <LabelledDropdown
                  label="Type"
                  options={props.freeTypes.map((type) => ({ id: type, name: type }))}
                  required
                  {...form.getInputProps('type')}
                />
              ) : (
                <Stack gap={4}>
                  <Text size="sm" fw={500}>
                    Type:
                  </Text>
                  <Text fw={600}>{stored?.type}</Text>
                </Stack>
              )}
              <LabelledDropdown label="Status" options={STATUS_OPTIONS} required {...form.getInputProps('status')} />
            </SimpleGrid>
            <Group gap="sm" wrap="nowrap">
              <Switch
                size="lg"
                label="Enable Approval Workflow"
                {...form.getInputProps('enabled', { type: 'checkbox' })}
              />
              <Text size="sm" c="dimmed" aria-hidden="true">
                {values.enabled ? 'On' : 'Off'}
              </Text>
            </Group>
          </Stack>
        </Paper>
        {values.enabled ? (
          <Paper
            withBorder
            radius="md"
            p={{ base: 'md', sm: 'lg' }}
            component="section"
            aria-labelledby="flow-settings"
          >
            <Stack gap="md">
              <Text component="h2" size="sm" fw={600} id="flow-settings">
                Approval Flow Settings
              </Text>
              <ApproverPanel form={form} users={userList} loading={users.isPending} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="SLA hours per level"
                  description={`Hours each level has to decide (1 to ${MAX_SLA_HOURS})`}
                  inputMode="numeric"
                  required
                  {...form.getInputProps('slaHours')}
                />
                <Select
                  label="Fallback approver"
                  description="Takes over an approval whose level is overdue"
                  placeholder={users.isPending ? 'Loading...' : 'Nobody'}
                  data={userList.map((u) => ({ value: u.id, label: u.name }))}
                  searchable
                  clearable
                  clearButtonProps={{ 'aria-label': 'Clear fallback approver' }}
                  nothingFoundMessage="No user matches"
                  {...form.getInputProps('fallbackApproverId')}
                  value={values.fallbackApproverId || null}
                  onChange={(id) => form.setFieldValue('fallbackApproverId', id ?? '')}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        ) : null}
        <WaitingDocumentsLine
          type={stored?.type ?? values.type}
          routes={values.enabled && values.status === 'Active' && values.approvers.length > 0}
          approvers={values.approvers}
        />
        <FormActions back="/Approval-Workflow" readOnly={false} pending={submit.pending} submit="Save Workflow" />
      </Stack>
    </form>
  )
}
