import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import type { DropdownOption } from '../../../../components/labelled-dropdown'
import { LabelledTextInput } from '../../../../components/labelled-text-input'
import { LOCKED_FIELD_STYLES } from '../../../../components/locked-field-styles'
import { MAX_RFQ_ITEMS } from '../../../../shared/rfq-schemas'
import { emptyItem, type RfqFormValues } from '../rfq-form-values'

/** Props of the item rows: the form, the units to choose from, and whether it can be edited. */
export interface RfqItemsFieldsProps {
  form: UseFormReturnType<RfqFormValues>
  units: readonly DropdownOption[]
  unitsLoading: boolean
  readOnly: boolean
}

/** The items of an RFQ: product, specification, quantity, unit and an optional target price per row; add and remove rows. */
export function RfqItemsFields({ form, units, unitsLoading, readOnly }: RfqItemsFieldsProps) {
  const items = form.getValues().items
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
                <Text size="sm" fw={600} component="h3">
                  Item {n}
                </Text>
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
