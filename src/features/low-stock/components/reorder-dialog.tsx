import { Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { fieldProps } from '../../../components/form-kit/field-props'
import { useFormSubmit } from '../../../components/form-kit/use-form-submit'
import { LabelledTextarea } from '../../../components/labelled-textarea'
import { Notice } from '../../../components/notice'
import { AnchorLink } from '../../../components/router-links'
import { plural } from '../../../shared/plural'
import { useConnectivity } from '../../offline/use-connectivity'
import { PoDateField } from '../../purchase-orders/form/components/po-date-field'
import { todayIso, yearsFrom } from '../../purchase-orders/form/po-day'
import { useCreatePosFromLowStock } from '../mutations'
import {
  daysAfter,
  defaultBillingAddress,
  type PartnerOption,
  REORDER_FIELDS,
  type ReorderFormValues,
  type ReorderGroup,
  reorderRequest,
} from '../reorder-picks'
import { partnerName } from './low-stock-rows'

/** What the reorder made: each Draft PO with its number, vendor and lines. */
type Made = Array<{ poId: string; poNumber: string; vendorName: string; lines: number }>

/** Props of the Create PO dialog. */
export interface ReorderDialogProps {
  groups: readonly ReorderGroup[]
  /** The selection's poId per vendor: kept across openings, a vendor's first opening adds its own. */
  poIds: Map<string, string>
  partners: readonly PartnerOption[]
  /** `done` once the POs were made (the selection has served). */
  onClose: (done: boolean) => void
}

/**
 * Create PO from the selection: the POs to be made (one per vendor), the addresses and delivery date
 * they share, then the links to the Draft POs made. A vendor's poId is made once for the selection
 * (kept by the page), so a double click, a retry or a second opening sends the same POs and the
 * server makes each at most once.
 */
export function ReorderDialog({ groups, poIds, partners, onClose }: ReorderDialogProps) {
  for (const group of groups) if (!poIds.has(group.vendorId)) poIds.set(group.vendorId, uuidv7())
  const [made, setMade] = useState<Made | null>(null)
  const { online } = useConnectivity()
  const create = useCreatePosFromLowStock()
  const today = todayIso()
  const form = useForm<ReorderFormValues>({
    mode: 'controlled',
    initialValues: {
      billingAddress: defaultBillingAddress(
        groups.map((group) => group.vendorId),
        partners,
      ),
      deliveryAddress: '',
      deliveryDate: daysAfter(today, 7),
    },
  })
  const submit = useFormSubmit({
    form,
    fields: REORDER_FIELDS,
    check: (values) => reorderRequest(groups, poIds, values),
    send: (body) => create.mutateAsync(body),
    refused: 'Failed to create the Draft POs',
    saved: (result) => ({
      message: result.length === 1 ? 'Draft PO created' : `${result.length} Draft POs created`,
      next: () => setMade(result),
    }),
  })
  const field = fieldProps(form, false, 'reorder')
  const title = made ? (made.length === 1 ? 'Draft PO created' : 'Draft POs created') : 'Create Draft POs'

  return (
    <Modal opened onClose={() => onClose(made !== null)} title={title} centered>
      {made ? (
        <Stack gap="sm">
          <Text size="sm">Open a Draft PO to check it and submit it for approval.</Text>
          <List spacing="xs">
            {made.map((po) => (
              <List.Item key={po.poId}>
                <AnchorLink to="/Manage-PO/Create-PO" search={{ id: po.poId }} fw={600}>
                  {po.poNumber}
                </AnchorLink>{' '}
                <Text span size="sm">
                  {po.vendorName}, {plural(po.lines, 'line', 'lines')}
                </Text>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button onClick={() => onClose(true)}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form ref={submit.ref} onSubmit={submit.onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              {groups.length === 1
                ? 'One Draft PO will be made:'
                : `${groups.length} Draft POs will be made, one per vendor:`}
            </Text>
            <List spacing={4} size="sm">
              {groups.map((group) => (
                <List.Item key={group.vendorId}>
                  <Text span size="sm" fw={600}>
                    {partnerName(partners, group.vendorId) ?? 'Vendor'}
                  </Text>
                  : {group.picks.map((pick) => `${pick.row.Name} × ${pick.quantity}`).join(', ')}
                </List.Item>
              ))}
            </List>
            <LabelledTextarea
              label="Billing Address"
              placeholder="Street, city, PIN code"
              rows={2}
              maxLength={500}
              {...field('billingAddress', { required: true })}
            />
            <LabelledTextarea
              label="Delivery Address"
              placeholder="Where the goods go"
              rows={2}
              maxLength={500}
              {...field('deliveryAddress', { required: true })}
            />
            <PoDateField
              label="Delivery Date"
              minDate={today}
              maxDate={yearsFrom(today, 20)}
              {...field('deliveryDate', { required: true })}
            />
            {online ? null : (
              <Notice tone="warning" title="You are offline">
                Creating POs needs the network. Nothing has been sent; try again when you are back online.
              </Notice>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => onClose(false)} disabled={submit.pending}>
                Cancel
              </Button>
              <Button type="submit" loading={submit.pending} disabled={!online}>
                {groups.length === 1 ? 'Create PO' : `Create ${groups.length} POs`}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}
