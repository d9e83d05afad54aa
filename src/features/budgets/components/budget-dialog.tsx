import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useFormSubmit } from '../../../components/form-kit/use-form-submit'
import { LabelledTextInput } from '../../../components/labelled-text-input'
import { isoDayOf } from '../../../lib/calendar-day'
import type { BudgetPeriod } from '../../../shared/budget-rules'
import type { BudgetStanding, Department } from '../../../shared/budget-schemas'
import { BUDGET_FIELDS, type BudgetFormValues, budgetFormValues, budgetWrite, startFor } from '../budget-form-values'
import { useSaveBudget } from '../mutations'
import { PERIOD_NAMES } from '../period-names'

const PERIOD_OPTIONS = Object.entries(PERIOD_NAMES).map(([value, label]) => ({ value, label }))

/** Props of the budget dialog. */
export interface BudgetDialogProps {
  /** The budget to change, or null for a new one. */
  stored: BudgetStanding | null
  departments: readonly Department[]
  /** The department a new budget starts with (the list's filter). */
  departmentId?: string
  onClose: () => void
}

/** Sets a department's budget for a month, a quarter or a financial year (April to March), in rupees. */
export function BudgetDialog({ stored, departments, departmentId, onClose }: BudgetDialogProps) {
  const form = useForm<BudgetFormValues>({
    mode: 'controlled',
    initialValues: budgetFormValues(stored, isoDayOf(new Date()), departmentId),
  })
  const save = useSaveBudget()
  const submit = useFormSubmit({
    form,
    fields: BUDGET_FIELDS,
    duplicates: { startsOn: /already has a budget/ },
    check: (values) => budgetWrite(values, stored),
    send: (body) => save.mutateAsync(body),
    refused: 'Failed to save the budget.',
    saved: (budget) => ({ message: `Budget saved: ${budget.departmentName} ${budget.label}`, next: onClose }),
  })
  const period = form.getInputProps('period')
  return (
    <Modal
      opened
      onClose={onClose}
      title={stored ? `Budget of ${stored.departmentName}, ${stored.label}` : 'Add budget'}
      centered
      zIndex={1100}
    >
      <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
        <Stack gap="sm">
          <NativeSelect
            label="Department:"
            required
            data={[
              { value: '', label: 'Select Department' },
              ...departments.map((d) => ({ value: d.departmentId, label: d.name })),
            ]}
            {...form.getInputProps('departmentId')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <NativeSelect
              label="Period:"
              required
              data={PERIOD_OPTIONS}
              {...period}
              onChange={(event) => {
                const next = event.currentTarget.value as BudgetPeriod
                form.setValues({ period: next, startsOn: startFor(next, form.getValues().startsOn) })
              }}
            />
            <LabelledTextInput
              label="Starts on"
              type="date"
              required
              description="The first day of the period"
              {...form.getInputProps('startsOn')}
            />
          </SimpleGrid>
          <LabelledTextInput
            label="Amount (₹)"
            inputMode="decimal"
            required
            placeholder="0.00"
            {...form.getInputProps('amount')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={submit.pending}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.pending}>
              Save budget
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
