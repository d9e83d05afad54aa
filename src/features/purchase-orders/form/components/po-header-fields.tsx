import { Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { LabelledDropdown } from '../../../../components/labelled-dropdown'
import { LabelledTextInput } from '../../../../components/labelled-text-input'
import { LabelledTextarea } from '../../../../components/labelled-textarea'
import type { PurchaseOrder } from '../../../../shared/po-read-schemas'
import { yearsFrom } from '../po-day'
import { PO_SELECT_OPTIONS } from '../po-form-options'
import { type PoFormValues, vendorDefaults } from '../po-form-values'
import { PoDateField } from './po-date-field'
import { VendorSelect } from './vendor-select'

/** Props of the PO header fields. */
export interface PoHeaderFieldsProps {
  form: UseFormReturnType<PoFormValues>
  readOnly: boolean
  /** Today as YYYY-MM-DD: the calendars' limits and the earliest PO Validity of a new PO. */
  today: string
  stored: PurchaseOrder | null
}

/** The header of the PO form, in the spec's order: PO Number to PO Validity. */
export function PoHeaderFields({ form, readOnly, today, stored }: PoHeaderFieldsProps) {
  const locked = { disabled: readOnly }
  const values = form.values
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Text component="h2" size="sm" fw={600}>
          Order details
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          <LabelledTextInput
            label="PO Number"
            placeholder={readOnly ? undefined : 'Generated when saved'}
            description={readOnly || stored ? undefined : 'Leave blank to number it automatically'}
            maxLength={30}
            {...locked}
            {...form.getInputProps('poNumber')}
          />
          <PoDateField
            label="PO Date"
            required={!readOnly}
            minDate={yearsFrom(today, -100)}
            maxDate={yearsFrom(today, 20)}
            {...locked}
            {...form.getInputProps('PoDate')}
          />
          <VendorSelect
            {...form.getInputProps('vendorName')}
            value={values.vendorName}
            stored={stored ? { id: stored.vendorId, name: stored.vendorName } : undefined}
            disabled={readOnly}
            onChange={(vendorId, vendor) => {
              form.setFieldValue('vendorName', vendorId)
              if (vendor) form.setValues(vendorDefaults(form.getValues(), vendor))
            }}
          />
          <LabelledTextInput
            label="Vendor Contact"
            placeholder={readOnly ? undefined : 'Name, phone, e-mail'}
            maxLength={200}
            {...locked}
            {...form.getInputProps('supplyPartnerContact')}
          />
          <LabelledTextarea
            label="Billing Address"
            placeholder={readOnly ? undefined : 'Street, city, PIN code'}
            rows={2}
            required={!readOnly}
            maxLength={500}
            {...locked}
            {...form.getInputProps('billingAddress')}
          />
          <LabelledTextarea
            label="Delivery Address"
            placeholder={readOnly ? undefined : 'Where the goods go'}
            rows={2}
            required={!readOnly}
            maxLength={500}
            {...locked}
            {...form.getInputProps('deliveryAddress')}
          />
          <LabelledDropdown
            label="Purchase Type"
            options={PO_SELECT_OPTIONS.purchaseType}
            required={!readOnly}
            {...locked}
            {...form.getInputProps('purchaseType')}
          />
          <LabelledDropdown
            label="Payment Terms"
            options={PO_SELECT_OPTIONS.PaymentTerms}
            required={!readOnly}
            {...locked}
            {...form.getInputProps('PaymentTerms')}
          />
          <PoDateField
            label="Delivery Date"
            required={!readOnly}
            minDate={values.PoDate ?? yearsFrom(today, -100)}
            maxDate={yearsFrom(today, 20)}
            {...locked}
            {...form.getInputProps('deliveryDate')}
          />
          <LabelledDropdown
            label="Shipping Mode"
            options={PO_SELECT_OPTIONS.shippingMode}
            clearable={!readOnly}
            {...locked}
            {...form.getInputProps('shippingMode')}
          />
          <LabelledDropdown
            label="Inco Terms"
            options={PO_SELECT_OPTIONS.incoTerms}
            clearable={!readOnly}
            {...locked}
            {...form.getInputProps('incoTerms')}
          />
          <PoDateField
            label="PO Validity"
            clearable
            minDate={stored ? undefined : today}
            maxDate={yearsFrom(today, 20)}
            {...locked}
            {...form.getInputProps('poValidity')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
