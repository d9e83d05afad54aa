import { Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { fieldProps } from '../../../../components/form-kit/field-props'
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
  const field = fieldProps(form, readOnly, 'po')
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
            {...field('poNumber')}
          />
          <PoDateField
            label="PO Date"
            minDate={yearsFrom(today, -100)}
            maxDate={yearsFrom(today, 20)}
            {...field('PoDate', { required: true })}
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
            {...field('supplyPartnerContact')}
          />
          <LabelledTextarea
            label="Billing Address"
            placeholder={readOnly ? undefined : 'Street, city, PIN code'}
            rows={2}
            maxLength={500}
            {...field('billingAddress', { required: true })}
          />
          <LabelledTextarea
            label="Delivery Address"
            placeholder={readOnly ? undefined : 'Where the goods go'}
            rows={2}
            maxLength={500}
            {...field('deliveryAddress', { required: true })}
          />
          <LabelledDropdown
            label="Purchase Type"
            options={PO_SELECT_OPTIONS.purchaseType}
            {...field('purchaseType', { required: true })}
          />
          <LabelledDropdown
            label="Payment Terms"
            options={PO_SELECT_OPTIONS.PaymentTerms}
            {...field('PaymentTerms', { required: true })}
          />
          <PoDateField
            label="Delivery Date"
            minDate={values.PoDate ?? yearsFrom(today, -100)}
            maxDate={yearsFrom(today, 20)}
            {...field('deliveryDate', { required: true })}
          />
          <LabelledDropdown
            label="Shipping Mode"
            options={PO_SELECT_OPTIONS.shippingMode}
            clearable={!readOnly}
            {...field('shippingMode')}
          />
          <LabelledDropdown
            label="Inco Terms"
            options={PO_SELECT_OPTIONS.incoTerms}
            clearable={!readOnly}
            {...field('incoTerms')}
          />
          <PoDateField
            label="PO Validity"
            clearable
            minDate={stored ? undefined : today}
            maxDate={yearsFrom(today, 20)}
            {...field('poValidity')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
