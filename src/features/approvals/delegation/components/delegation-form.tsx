import '@mantine/dates/styles.css'
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core'
import { DateInput } from '@mantine/dates'
import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useFormSubmit } from '../../../../components/form-kit/use-form-submit'
import { formatDay, isoDayOf } from '../../../../lib/calendar-day'
import { DELEGATION_FIELDS, type DelegationFormValues, delegationWrite, newDelegation } from '../delegation-values'
import { useSetDelegation } from '../mutations'
import { delegationQueries } from '../queries'

const DAY_FORMAT = 'DD MMM YYYY'

/** Adds a delegation: a delegate (someone who may stand in for the user: the server lists them) and the days they stand in. */
export function DelegationForm({ userId }: { userId: string | undefined }) {
  const form = useForm<DelegationFormValues>({ mode: 'controlled', initialValues: newDelegation(isoDayOf(new Date())) })
  const people = useQuery(delegationQueries.delegates())
  const save = useSetDelegation()
  const submit = useFormSubmit({
    form,
    fields: DELEGATION_FIELDS,
    check: delegationWrite,
    send: (body) => save.mutateAsync(body),
    refused: 'Failed to save the delegation.',
    saved: (delegation) => ({
      message: `Approvals go to ${delegation.delegate} from ${formatDay(delegation.from)} to ${formatDay(delegation.to)}`,
      next: () => form.reset(),
    }),
  })
  const options = (people.data ?? [])
    .filter((person) => person.id !== userId)
    .map((person) => ({ value: person.id, label: person.name }))
  const day = (path: 'from' | 'to') => {
    const input = form.getInputProps(path)
    return { ...input, value: input.value || null, onChange: (value: string | null) => input.onChange(value ?? '') }
  }
  return (
    <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate aria-label="Add a delegation">
      <Stack gap="sm">
        <Select
          label="Delegate"
          placeholder={people.isPending ? 'Loading...' : 'Select Delegate'}
          data={options}
          searchable
          nothingFoundMessage="Nobody found"
          required
          comboboxProps={{ zIndex: 1200 }}
          {...form.getInputProps('delegateId')}
          value={form.getValues().delegateId || null}
          onChange={(value) => form.setFieldValue('delegateId', value ?? '')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DateInput
            label="From"
            placeholder={DAY_FORMAT}
            valueFormat={DAY_FORMAT}
            required
            popoverProps={{ zIndex: 1200 }}
            previousLabel="Previous month"
            nextLabel="Next month"
            {...day('from')}
          />
          <DateInput
            label="To"
            placeholder={DAY_FORMAT}
            valueFormat={DAY_FORMAT}
            required
            popoverProps={{ zIndex: 1200 }}
            previousLabel="Previous month"
            nextLabel="Next month"
            {...day('to')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={submit.pending}>
            Add delegation
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
