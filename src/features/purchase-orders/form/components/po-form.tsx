import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { Notice } from '../../../../components/notice'
import { ButtonLink } from '../../../../components/router-links'
import { TotalsSummary } from '../../../../components/totals-summary'
import { ApiError, refusalMessage } from '../../../../lib/api-client'
import { formToast } from '../../../../lib/toast'
import { serverFormErrors } from '../../../../lib/valibot-form'
import type { PurchaseOrder } from '../../../../shared/po-read-schemas'
import { type PoWriteResult, stalePurchaseOrder } from '../../api'
import { useSavePurchaseOrder } from '../../mutations'
import { poQueries } from '../../queries'
import { poKeys } from '../../query-keys'
import { todayIso } from '../po-day'
import { unitOptions } from '../po-form-options'
import { formTotals, storedTotals } from '../po-form-totals'
import { createPoBody, emptyPoForm, type PoFormValues, poFormValues, updatePoBody } from '../po-form-values'
import { PoHeaderFields } from './po-header-fields'
import { PoLinesTable } from './po-lines-table'

/** Props of the PO form: a new Draft, a stored Draft to edit, or any stored PO to view (all disabled). */
export type PoFormProps = { mode: 'create' } | { mode: 'edit' | 'view'; po: PurchaseOrder }

/**
 * Brings the first field with an error into view once it has rendered, and focuses it unless it is
 * a select (focusing a searchable select opens its menu over the next fields).
 */
function focusFirstError() {
  requestAnimationFrame(() => {
    const field = document.querySelector<HTMLElement>('form [aria-invalid="true"]')
    field?.scrollIntoView({ block: 'center' })
    if (field && field.getAttribute('role') !== 'combobox') field.focus({ preventScroll: true })
  })
}

/** The Create-PO form of spec point 3: every field in the spec's order, the item table and totals. */
export function PoForm(props: PoFormProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const stored = props.mode === 'create' ? null : props.po
  const readOnly = props.mode === 'view'
  const [today] = useState(todayIso)
  const [poId] = useState(() => stored?.poId ?? uuidv7())
  const [conflict, setConflict] = useState<{ message: string; current: PurchaseOrder } | null>(null)
  const form = useForm<PoFormValues>({
    mode: 'controlled',
    initialValues: stored ? poFormValues(stored) : emptyPoForm(today),
  })
  const units = useQuery(poQueries.unitsOfMeasure())
  const save = useSavePurchaseOrder(poId)
  const values = form.values

  const saved = async (result: PoWriteResult) => {
    if (result.queued) {
      formToast.info(
        stored
          ? 'Saved offline: your changes will be sent when you are back online.'
          : 'Saved offline: the purchase order will be sent when you are back online.',
      )
      // A new PO shows at the top of the list marked pending; an edit shows on its page with the change applied.
      if (stored) await navigate({ to: '/Manage-PO/Create-PO', search: { id: stored.poId } })
      else await navigate({ to: '/Manage-PO' })
      return
    }
    formToast.success(stored ? 'Purchase order updated' : 'Purchase order saved as Draft', result.po.poNumber)
    await navigate({ to: '/Manage-PO/Create-PO', search: { id: result.po.poId } })
  }
  const refused = (error: unknown) => {
    const current = stalePurchaseOrder(error)
    if (current && stored && error instanceof ApiError) {
      setConflict({ message: error.message, current })
      formToast.error('Your changes were not saved', error.message)
      return
    }
    if (error instanceof ApiError) form.setErrors(serverFormErrors(error.errors))
    formToast.error('Failed to save the purchase order. Please try again.', refusalMessage(error))
    focusFirstError()
  }
  const invalid = (errors: Record<string, string>, first: string) => {
    form.setErrors(errors)
    formToast.error(first)
    focusFirstError()
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (readOnly) return
    const current = form.getValues()
    // The key is made when the user acts: a retry of this save is recognised by the server.
    const idempotencyKey = uuidv7()
    if (stored) {
      const built = updatePoBody(current, stored, todayIso())
      if (!built.ok) return invalid(built.errors, built.first)
      return save.mutate({ update: { body: built.body, idempotencyKey } }, { onSuccess: saved, onError: refused })
    }
    const built = createPoBody(current, poId, todayIso())
    if (!built.ok) return invalid(built.errors, built.first)
    save.mutate({ create: { body: built.body, idempotencyKey } }, { onSuccess: saved, onError: refused })
  }
  const reload = () => {
    if (!conflict) return
    queryClient.setQueryData(poKeys.detail(conflict.current.poId), conflict.current)
    setConflict(null)
  }

  const totals = readOnly && stored ? storedTotals(stored.totals) : formTotals(values.products)
  const delivered =
    readOnly && stored ? new Map(stored.products.map((l) => [l.LineID, l.DeliveredQuantity])) : undefined

  return (
    <form onSubmit={submit} noValidate aria-label="Purchase order">
      <Stack gap="md">
        {conflict ? (
          <Notice tone="warning" title="Your changes were not saved">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                {conflict.message}. What you typed is still in the form; load the current version to see the changes,
                then make yours again.
              </Text>
              <Button size="xs" onClick={reload}>
                Load the current version
              </Button>
            </Stack>
          </Notice>
        ) : null}
        <PoHeaderFields form={form} readOnly={readOnly} today={today} stored={stored} />
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="sm">
            <Text component="h2" size="sm" fw={600}>
              Items
            </Text>
            <PoLinesTable
              form={form}
              units={unitOptions(units.data ?? [], stored?.products)}
              unitsLoading={units.isPending && !readOnly}
              readOnly={readOnly}
              delivered={delivered}
            />
            <Group justify="flex-end">
              <Stack gap={4} w={{ base: '100%', sm: 360 }}>
                <Text component="h3" size="sm" fw={600}>
                  Totals
                </Text>
                <TotalsSummary totals={totals} caption="Purchase order totals" />
              </Stack>
            </Group>
          </Stack>
        </Paper>
        <Group justify="flex-end" gap="sm">
          {readOnly ? (
            <Button variant="default" disabled>
              Cancel
            </Button>
          ) : (
            <ButtonLink variant="default" to="/Manage-PO">
              Cancel
            </ButtonLink>
          )}
          <Button type="submit" loading={save.isPending} disabled={readOnly}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
