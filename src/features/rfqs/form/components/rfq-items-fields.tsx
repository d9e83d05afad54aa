import { Badge, Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { DropdownOption } from '../../../../components/labelled-dropdown'
import { LabelledTextInput } from '../../../../components/labelled-text-input'
import { LOCKED_FIELD_STYLES } from '../../../../components/locked-field-styles'
import { refusalMessage } from '../../../../lib/api-client'
import { formToast } from '../../../../lib/toast'
import { MAX_RFQ_ITEMS } from '../../../../shared/rfq-schemas'
import { rfqQueries } from '../../queries'
import { itemFromProduct, targetPriceNote } from '../catalogue-item'
import { emptyItem, type RfqFormValues } from '../rfq-form-values'
import { CatalogueProductSelect } from './catalogue-product-select'

/** Props of the item rows: the form, the units to choose from, and whether it can be edited. */
export interface RfqItemsFieldsProps {
  form: UseFormReturnType<RfqFormValues>
  units: readonly DropdownOption[]
  unitsLoading: boolean
  readOnly: boolean
}

/**
 * The items of an RFQ: a catalogue product (optional: it fills the row) or free text, specification,
 * quantity, unit and an optional target price per row; add and remove rows.
 */
export function RfqItemsFields({ form, units, unitsLoading, readOnly }: RfqItemsFieldsProps) {
  const queryClient = useQueryClient()
  const [filling, setFilling] = useState<string | null>(null)
  const items = form.getValues().items
  /** Fills the row (found again by its key: rows may move while the product loads) from the picked product. */
  const pick = async (key: string, productId: number | null) => {
    const indexOf = () => form.getValues().items.findIndex((row) => row.key === key)
    if (productId === null) {
      form.setFieldValue(`items.${indexOf()}.productId`, null)
      return
    }
    setFilling(key)
    try {
      const product = await queryClient.fetchQuery(rfqQueries.catalogueProduct(productId))
      const index = indexOf()
      const row = form.getValues().items[index]
      if (row) form.replaceListItem('items', index, itemFromProduct(product, units, row))
    } catch (failure) {
      formToast.error('The product could not be loaded', refusalMessage(failure) ?? 'Please try again.')
    } finally {
      setFilling(null)
    }
  }
  const listError = form.errors.items
  const unitData = units.map((unit) => ({ value: String(unit.id), label: unit.name }))
  return (
    <Stack gap="sm">
      {items.map((item, index) => {
        const path = (name: string) => `items.${index}.${name}`
        const bind = (name: string) => ({ ...form.getInputProps(path(name)), disabled: readOnly })
        const n = index + 1
        return (
          <Paper key={item.key} withBorder radius="sm" p="sm" aria-label={`Item ${n}`} component="section">
            <Stack gap="xs">
              <Group justify="space-between">
                <Group gap="xs">
                  <Text size="sm" fw={600} component="h3">
                    Item {n}
                  </Text>
                  {item.productId === null ? null : (
                    <Badge variant="light" color="indigo" size="sm">
                      Catalogue
                    </Badge>
                  )}
                </Group>
                {readOnly || items.length === 1 ? null : (
                  <Button
                    size="compact-sm"
                    variant="default"
                    onClick={() => form.removeListItem('items', index)}
                    aria-label={`Remove item ${n}`}
                  >
                    Remove
                  </Button>
                )}
              </Group>
              {readOnly ? null : (
                <CatalogueProductSelect
                  row={n}
                  productId={item.productId}
                  productName={item.product}
                  onPick={(productId) => void pick(item.key, productId)}
                  loading={filling === item.key}
                  error={form.errors[path('productId')]}
                />
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <LabelledTextInput
                  label="Product"
                  placeholder={readOnly ? undefined : 'e.g. Corrugated box 12 x 10 x 8 in'}
                  required={!readOnly}
                  aria-label={`Product of item ${n}`}
                  {...bind('product')}
                />
                <LabelledTextInput
                  label="Specification"
                  placeholder={readOnly ? undefined : 'Grade, size, brand or standard'}
                  aria-label={`Specification of item ${n}`}
                  {...bind('specification')}
                />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <LabelledTextInput
                  label="Quantity"
                  inputMode="decimal"
                  required={!readOnly}
                  aria-label={`Quantity of item ${n}`}
                  {...bind('quantity')}
                />
                <Select
                  label="Unit:"
                  placeholder={unitsLoading ? 'Loading...' : 'Select Unit'}
                  data={unitData}
                  required={!readOnly}
                  aria-label={`Unit of item ${n}`}
                  styles={readOnly ? LOCKED_FIELD_STYLES : undefined}
                  comboboxProps={{ zIndex: 1000 }}
                  {...bind('UOMID')}
                  disabled={readOnly || unitsLoading}
                />
                <LabelledTextInput
                  label="Target Price (₹)"
                  inputMode="decimal"
                  placeholder={readOnly ? undefined : 'Optional'}
                  aria-label={`Target price of item ${n}`}
                  {...bind('targetPrice')}
                  description={readOnly ? undefined : targetPriceNote(item)}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        )
      })}
      {typeof listError === 'string' ? (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      ) : null}
      {readOnly || items.length >= MAX_RFQ_ITEMS ? null : (
        <Group>
          <Button variant="default" onClick={() => form.insertListItem('items', emptyItem())}>
            Add Item
          </Button>
        </Group>
      )}
    </Stack>
  )
}
