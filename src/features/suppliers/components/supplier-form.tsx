import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { LabelledDropdown } from '../../../components/labelled-dropdown'
import { LabelledTextInput } from '../../../components/labelled-text-input'
import { LabelledTextarea } from '../../../components/labelled-textarea'
import { ApiError, refusalMessage } from '../../../lib/api-client'
import { formToast } from '../../../lib/toast'
import { serverFormErrors } from '../../../lib/valibot-form'
import { PAYMENT_TERMS } from '../../../shared/payment-terms'
import type { Supplier } from '../../../shared/supplier-schemas'
import { INITIAL_SUPPLIER_STATUS } from '../../../shared/supplier-status'
import { categoryQueries } from '../../categories/queries'
import { staleSupplier } from '../api'
import { useCreateSupplier, useUpdateSupplier } from '../mutations'
import { supplierKeys } from '../query-keys'
import {
  createBody,
  EMPTY_SUPPLIER,
  newSupplierId,
  type SupplierFormValues,
  supplierFormValues,
  updateBody,
} from '../supplier-form-values'
import { SupplierStatusBadge } from './supplier-status-badge'

const TERMS_OPTIONS = PAYMENT_TERMS.map((term) => ({ id: term, name: term }))

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

  const refused = (error: unknown, message: string) => {
    const current = staleSupplier(error)
    if (current && stored) {
      formToast.error(
        'Someone else changed this supply partner',
        'The latest version is now loaded. Review it and save again.',
      )
      queryClient.setQueryData(supplierKeys.detail(current.id), current)
      return
    }
    if (error instanceof ApiError) form.setErrors(serverFormErrors(error.errors))
    formToast.error(message, refusalMessage(error))
  }
  const invalid = (errors: Record<string, string>, first: string) => {
    form.setErrors(errors)
    formToast.error(first)
  }
  const done = async (message: string) => {
    formToast.success(message)
    await navigate({ to: '/Manage-Supply-Partner' })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const values = form.getValues()
    if (!stored) {
      const built = createBody(values, createId)
      if (!built.ok) return invalid(built.errors, built.first)
      return create.mutate(built.body, {
        onSuccess: () => done('Supply partner registered successfully!'),
        onError: (error) => refused(error, 'Failed to register supply partner. Please try again.'),
      })
    }
    const built = updateBody(values, stored)
    if (!built.ok) return invalid(built.errors, built.first)
    update.mutate(built.body, {
      onSuccess: () => done('Supply partner updated successfully!'),
      onError: (error) => refused(error, 'Failed to update supply partner. Please try again.'),
    })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={1100}>
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
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LabelledTextInput
                label="Name"
                placeholder="e.g. Pune Packaging Pvt Ltd"
                required={!readOnly}
                disabled={readOnly}
                {...form.getInputProps('name')}
              />
              <LabelledTextInput
                label="Contact Person"
                placeholder="e.g. Meena Rao"
                required={!readOnly}
                disabled={readOnly}
                {...form.getInputProps('contactPerson')}
              />
              <LabelledTextInput
                label="E-mail"
                type="email"
                placeholder="sales@example.in"
                required={!readOnly}
                disabled={readOnly}
                {...form.getInputProps('email')}
              />
              <LabelledTextInput
                label="Phone"
                type="tel"
                placeholder="+91 98765 43210"
                required={!readOnly}
                disabled={readOnly}
                {...form.getInputProps('phone')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Text component="h2" size="sm" fw={600}>
              Tax, billing and supply
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LabelledTextInput
                label="GSTIN"
                placeholder="e.g. 27AAPFU0939F1ZV"
                description="15 characters; its check character is verified"
                maxLength={20}
                disabled={readOnly}
                {...form.getInputProps('gstin')}
              />
              <LabelledTextInput
                label="PAN"
                placeholder="e.g. AAPFU0939F"
                description="Must match characters 3 to 12 of the GSTIN"
                maxLength={12}
                disabled={readOnly}
                {...form.getInputProps('pan')}
              />
            </SimpleGrid>
            <LabelledTextarea
              label="Billing Address"
              placeholder="Street, city, PIN code"
              required={!readOnly}
              disabled={readOnly}
              {...form.getInputProps('billingAddress')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <LabelledDropdown
                label="Payment Terms"
                options={TERMS_OPTIONS}
                required={!readOnly}
                disabled={readOnly}
                {...form.getInputProps('paymentTerms')}
              />
              <LabelledDropdown
                multiple
                label="Categories Supplied"
                options={categories}
                loading={selectable.isPending}
                disabled={readOnly}
                clearable
                {...form.getInputProps('categoryIds')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to="/Manage-Supply-Partner">
            {readOnly ? 'Back' : 'Cancel'}
          </Button>
          {readOnly ? null : (
            <Button type="submit" loading={create.isPending || update.isPending}>
              {stored ? 'Update Supply Partner' : 'Register Supply Partner'}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
