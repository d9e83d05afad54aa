import { Button, Group, Modal, Stack } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useFormSubmit } from '../../../components/form-kit/use-form-submit'
import { LabelledTextInput } from '../../../components/labelled-text-input'
import type { Department } from '../../../shared/budget-schemas'
import {
  DEPARTMENT_FIELDS,
  type DepartmentFormValues,
  departmentFormValues,
  departmentWrite,
} from '../budget-form-values'
import { useSaveDepartment } from '../mutations'

/** Adds a department (stored is null) or renames one; its cost centre code is optional. */
export function DepartmentDialog({ stored, onClose }: { stored: Department | null; onClose: () => void }) {
  const form = useForm<DepartmentFormValues>({ mode: 'controlled', initialValues: departmentFormValues(stored) })
  const save = useSaveDepartment()
  const submit = useFormSubmit({
    form,
    fields: DEPARTMENT_FIELDS,
    duplicates: { name: /already exists/ },
    check: (values) => departmentWrite(values, stored),
    send: (body) => save.mutateAsync(body),
    refused: 'Failed to save the department.',
    saved: (department) => ({ message: `Department ${department.name} saved`, next: onClose }),
  })
  return (
    <Modal opened onClose={onClose} title={stored ? `Rename ${stored.name}` : 'Add department'} centered zIndex={1100}>
      <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
        <Stack gap="sm">
          <LabelledTextInput
            label="Department name"
            required
            maxLength={100}
            data-autofocus
            {...form.getInputProps('name')}
          />
          <LabelledTextInput
            label="Cost centre code"
            description="Optional: letters, digits and / _ . -"
            maxLength={30}
            {...form.getInputProps('code')}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose} disabled={submit.pending}>
              Cancel
            </Button>
            <Button type="submit" loading={submit.pending}>
              {stored ? 'Save' : 'Add department'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
