import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { fieldProps } from '../../../components/form-kit/field-props'
import { FormActions } from '../../../components/form-kit/form-actions'
import { StaleEditNotice } from '../../../components/form-kit/stale-edit-notice'
import { TextFieldGrid, type TextFieldSpec } from '../../../components/form-kit/text-field-grid'
import { useFormSubmit } from '../../../components/form-kit/use-form-submit'
import { useStaleEdit } from '../../../components/form-kit/use-stale-edit'
import { LabelledDropdown } from '../../../components/labelled-dropdown'
import { LabelledTextarea } from '../../../components/labelled-textarea'
import { PAYMENT_TERMS } from '../../../shared/payment-terms'
import { type Supplier, SupplierSchema } from '../../../shared/supplier-schemas'
import { INITIAL_SUPPLIER_STATUS } from '../../../shared/supplier-status'
import { categoryQueries } from '../../categories/queries'
import { useCreateSupplier, useUpdateSupplier } from '../mutations'
import { supplierKeys } from '../query-keys'
import {
  EMPTY_SUPPLIER,
  newSupplierId,
  SUPPLIER_DUPLICATES,
  SUPPLIER_FIELDS,
  SUPPLIER_LABELS,
  type SupplierFormValues,
  supplierFormValues,
  supplierWrite,
} from '../supplier-form-values'
import { SupplierStatusBadge } from './supplier-status-badge'

const TERMS_OPTIONS = PAYMENT_TERMS.map((term) => ({ id: term, name: term }))

const CONTACT: readonly TextFieldSpec[] = [
  { path: 'name', label: 'Name', placeholder: 'e.g. Pune Packaging Pvt Ltd', required: true },
  { path: 'contactPerson', label: 'Contact Person', placeholder: 'e.g. Meena Rao', required: true },
  { path: 'email', label: 'E-mail', type: 'email', placeholder: 'sales@example.in', required: true },
  { path: 'phone', label: 'Phone', type: 'tel', placeholder: '+91 98765 43210', required: true },
]

const TAX_IDS: readonly TextFieldSpec[] = [
  {
    path: 'gstin',
    label: 'GSTIN',
    placeholder: 'e.g. 27AAPFU0939F1ZV',
    description: '15 characters; its check character is verified',
    maxLength: 20,
  },
  {
    path: 'pan',
    label: 'PAN',
    placeholder: 'e.g. AAPFU0939F',
    description: 'Must match characters 3 to 12 of the GSTIN',
    maxLength: 12,
  },
]

/** Props of the supply-partner form: a new partner, or a stored one to edit (read-only without permission). */
export type SupplierFormProps = { mode: 'create' } | { mode: 'edit' | 'view'; supplier: Supplier }

/** The supply-partner form: every field, checked with the server's schema before it is sent. */
export function SupplierForm(props: SupplierFormProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const stored = props.mode === 'create' ? null : props.supplier
  const readOnly = props.mode === 'view'
  const [createId] = useState(newSupplierId)
  const form = useForm<SupplierFormValues>({
    mode: 'controlled',
    initialValues: stored ? supplierFormValues(stored) : EMPTY_SUPPLIER,
  })
  const selectable = useQuery(categoryQueries.selectable())
  const active = (selectable.data?.data ?? []).map((row) => ({ id: row.CategoryID, name: row.CategoryName }))
  const categories = [...(stored?.categories ?? []).filter((c) => !active.some((a) => a.id === c.id)), ...active]
  const create = useCreateSupplier()
  const update = useUpdateSupplier()

  const stale = useStaleEdit({
    schema: SupplierSchema,
    toValues: supplierFormValues,
    load: (current) => queryClient.setQueryData(supplierKeys.detail(current.id), current),
  })
  const submit = useFormSubmit({
    form,
    fields: SUPPLIER_FIELDS,
    duplicates: SUPPLIER_DUPLICATES,
    stale,
    check: (values) => supplierWrite(values, stored, createId),
    send: (body) => ('edit' in body ? update.mutateAsync(body.edit) : create.mutateAsync(body.add)),
    refused: stored
      ? 'Failed to update supply partner. Please try again.'
      : 'Failed to register supply partner. Please try again.',
    saved: () => ({
      message: stored ? 'Supply partner updated successfully!' : 'Supply partner registered successfully!',
      next: () => navigate({ to: '/Manage-Supply-Partner' }),
    }),
  })
  const field = fieldProps(form, readOnly, 'supplier')
  const categoryNames = (ids: unknown) =>
    Array.isArray(ids) && ids.length > 0
      ? ids.map((id) => categories.find((c) => String(c.id) === id)?.name ?? String(id)).join(', ')
      : '(empty)'

  return (
    <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
      <Stack gap="md" maw={1100}>
        <StaleEditNotice stale={stale} labels={SUPPLIER_LABELS} show={{ categoryIds: categoryNames }} />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between">
              <Text component="h2" size="sm" fw={600}>
                Partner and contact
              </Text>
              <Group gap="xs">
                <Text size="sm" c="dimmed">
                  Status:
                </Text>
                <SupplierStatusBadge status={stored?.status ?? INITIAL_SUPPLIER_STATUS} />
              </Group>
            </Group>
            <TextFieldGrid specs={CONTACT} field={field} />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Text component="h2" size="sm" fw={600}>
              Tax, billing and supply
            </Text>
            <TextFieldGrid specs={TAX_IDS} field={field} />
            <LabelledTextarea
              label="Billing Address"
              placeholder="Street, city, PIN code"
              {...field('billingAddress', { required: true })}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LabelledDropdown
                label="Payment Terms"
                options={TERMS_OPTIONS}
                {...field('paymentTerms', { required: true })}
              />
              <LabelledDropdown
                multiple
                label="Categories Supplied"
                options={categories}
                loading={selectable.isPending}
                clearable
                {...field('categoryIds')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <FormActions
          back="/Manage-Supply-Partner"
          readOnly={readOnly}
          pending={submit.pending}
          submit={stored ? 'Update Supply Partner' : 'Register Supply Partner'}
        />
      </Stack>
    </form>
  )
}
