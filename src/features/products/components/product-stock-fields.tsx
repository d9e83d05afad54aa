import { NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { LabelledDropdown } from '../../../components/labelled-dropdown'
import { LOCKED_FIELD_STYLES } from '../../../components/locked-field-styles'
import type { Product } from '../../../shared/product-schemas'
import type { ProductFormValues } from '../product-form-values'
import { CURRENCY_OPTIONS, TAX_OPTIONS, UNIT_OPTIONS } from '../product-options'
import { StockField } from './stock-field'

/** Digits grouped as prices and counts are shown everywhere (en-IN). */
const GROUPED = { thousandSeparator: ',', thousandsGroupStyle: 'lakh' } as const
const MONEY = { min: 0, decimalScale: 2, leftSection: '₹', ...GROUPED } as const
const WHOLE = { min: 0, allowDecimal: false, allowNegative: false, ...GROUPED } as const

/** Props of the pricing and stock section of the product form. */
export interface ProductStockFieldsProps {
  form: UseFormReturnType<ProductFormValues>
  readOnly: boolean
  /** The stored product when editing or viewing: its stock is shown, not edited (adjustments change it). */
  stored: Product | null
}

/**
 * Price, cost price, currency, tax, stock, reorder level, unit and delivery lead time of a product.
 * A new product's stock is typed here; a stored one's is shown with Adjust stock, never saved by the form.
 */
export function ProductStockFields({ form, readOnly, stored }: ProductStockFieldsProps) {
  const number = (name: keyof ProductFormValues) => ({
    ...form.getInputProps(name),
    disabled: readOnly,
    required: !readOnly,
    styles: readOnly ? LOCKED_FIELD_STYLES : undefined,
  })
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Text component="h2" size="sm" fw={600}>
          Pricing and stock
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <NumberInput label="Price:" placeholder="e.g. 245.00" {...MONEY} {...number('Price')} />
          <NumberInput label="Cost Price:" placeholder="e.g. 198.00" {...MONEY} {...number('CostPrice')} />
          <LabelledDropdown
            label="Currency"
            options={CURRENCY_OPTIONS}
            disabled={readOnly}
            {...form.getInputProps('Currency')}
          />
          <LabelledDropdown
            label="Tax Percentage"
            options={TAX_OPTIONS}
            disabled={readOnly}
            {...form.getInputProps('TaxPercentage')}
          />
          {stored ? (
            <StockField product={stored} canAdjust={!readOnly} />
          ) : (
            <NumberInput label="Stock:" placeholder="e.g. 100" {...WHOLE} {...number('Stock')} />
          )}
          <NumberInput label="Reorder Level:" placeholder="e.g. 20" {...WHOLE} {...number('ReorderLevel')} />
          <LabelledDropdown
            label="Units of Measurement"
            options={UNIT_OPTIONS}
            disabled={readOnly}
            {...form.getInputProps('UnitsofMeasurement')}
          />
          <NumberInput
            label="Delivery Lead Time (days):"
            placeholder="e.g. 3"
            max={365}
            {...WHOLE}
            {...number('DeliveryLeadTime')}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  )
}
