import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { StaleEditNotice } from '../../../../components/form-kit/stale-edit-notice'
import { useFormSubmit } from '../../../../components/form-kit/use-form-submit'
import { useStaleEdit } from '../../../../components/form-kit/use-stale-edit'
import { ButtonLink } from '../../../../components/router-links'
import { TotalsSummary } from '../../../../components/totals-summary'
import { type PurchaseOrder, PurchaseOrderSchema } from '../../../../shared/po-read-schemas'
import type { PoWriteResult } from '../../api'
import { useSavePurchaseOrder } from '../../mutations'
import { poQueries } from '../../queries'
import { poKeys } from '../../query-keys'
import { todayIso } from '../po-day'
import { unitOptions } from '../po-form-options'
import { formTotals, storedTotals } from '../po-form-totals'
import {
  emptyPoForm,
  PO_DUPLICATES,
  PO_FIELDS,
  PO_LABELS,
  type PoFormValues,
  poFormValues,
  poWrite,
  shownLines,
} from '../po-form-values'
import { PoHeaderFields } from './po-header-fields'
import { PoLinesTable } from './po-lines-table'

/** Props of the PO form: a new Draft, a stored Draft to edit, or any stored PO to view (all disabled). */
export type PoFormProps = { mode: 'create' } | { mode: 'edit' | 'view'; po: PurchaseOrder }

/** The Create-PO form of spec point 3: every field in the spec's order, the item table and totals. */
export function PoForm(props: PoFormProps) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const stored = props.mode === 'create' ? null : props.po
  const readOnly = props.mode === 'view'
  const [today] = useState(todayIso)
  const [poId] = useState(() => stored?.poId ?? uuidv7())
  const form = useForm<PoFormValues>({
    mode: 'controlled',
    initialValues: stored ? poFormValues(stored) : emptyPoForm(today),
  })
  const units = useQuery(poQueries.unitsOfMeasure())
  const save = useSavePurchaseOrder(poId)
  const values = form.values

  const saved = (result: PoWriteResult) => {
    if (result.queued) {
      return {
        tone: 'info' as const,
        message: stored
          ? 'Saved offline: your changes will be sent when you are back online.'
          : 'Saved offline: the purchase order will be sent when you are back online.',
        // A new PO shows at the top of the list marked pending; an edit shows on its page with the change applied.
        next: () =>
          stored
            ? navigate({ to: '/Manage-PO/Create-PO', search: { id: stored.poId } })
            : navigate({ to: '/Manage-PO' }),
      }
    }
    return {
      message: stored ? 'Purchase order updated' : 'Purchase order saved as Draft',
      detail: result.po.poNumber,
      next: () => navigate({ to: '/Manage-PO/Create-PO', search: { id: result.po.poId } }),
    }
  }
  const stale = useStaleEdit({
    schema: PurchaseOrderSchema,
    toValues: poFormValues,
    load: (current) => queryClient.setQueryData(poKeys.detail(current.poId), current),
  })
  const submit = useFormSubmit({
    form,
    fields: PO_FIELDS,
    duplicates: PO_DUPLICATES,
    stale: stored ? stale : undefined,
    check: (current) => poWrite(current, stored, poId, todayIso()),
    // The key is made when the user acts: a retry of this save is recognised by the server.
    send: (write) => {
      const idempotencyKey = uuidv7()
      return save.mutateAsync(
        'create' in write
          ? { create: { body: write.create, idempotencyKey } }
          : { update: { body: write.update, idempotencyKey } },
      )
    },
    refused: 'Failed to save the purchase order. Please try again.',
    saved,
  })

  const totals = readOnly && stored ? storedTotals(stored.totals) : formTotals(values.products)
  const delivered =
    readOnly && stored ? new Map(stored.products.map((l) => [l.LineID, l.DeliveredQuantity])) : undefined

  return (
    <form
      ref={submit.ref}
      onSubmit={(event) => (readOnly ? event.preventDefault() : submit.onSubmit(event))}
      noValidate
      aria-label="Purchase order"
    >
      <Stack gap="md">
        <StaleEditNotice stale={stale} labels={PO_LABELS} show={{ products: shownLines }} />
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
          <Button type="submit" loading={submit.pending} disabled={readOnly}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
