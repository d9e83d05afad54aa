import { Button, Group, NumberInput, Select, Table, Text, TextInput, VisuallyHidden } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { LOCKED_FIELD_STYLES } from '../../../../components/locked-field-styles'
import { formatInr } from '../../../../shared/money'
import { PO_GST_OPTIONS } from '../../../../shared/po-options'
import { MAX_PO_LINES } from '../../../../shared/po-schemas'
import { formLineTotal } from '../po-form-totals'
import { newPoLine, type PoFormValues } from '../po-form-values'
import { PoLineDocument } from './po-line-document'

/** Props of the item table. */
export interface PoLinesTableProps {
  form: UseFormReturnType<PoFormValues>
  units: ReadonlyArray<{ value: string; label: string }>
  unitsLoading: boolean
  readOnly: boolean
  /** Delivered quantity by LineID (view mode): adds a Delivered column. */
  delivered?: ReadonlyMap<string, number>
}

const NOWRAP = { whiteSpace: 'nowrap' } as const
const GST_DATA = PO_GST_OPTIONS.map((option) => ({ value: option, label: option }))
const fileError = (error: unknown) => (typeof error === 'string' ? error : undefined)

/**
 * The item table of spec point 3: product name, specification, quantity, unit, budgeted rate,
 * GST, total (recalculated as quantity, rate or GST change), file and Delete; 'Add New Product'
 * adds a row. It scrolls sideways on a narrow screen.
 */
export function PoLinesTable({ form, units, unitsLoading, readOnly, delivered }: PoLinesTableProps) {
  const lines = form.values.products
  const locked = readOnly ? LOCKED_FIELD_STYLES : undefined
  const path = (i: number, field: string) => `products.${i}.${field}`
  const tableError = form.errors.products

  return (
    <>
      <Table.ScrollContainer
        minWidth={delivered ? 1260 : 1160}
        type="native"
        pos="relative"
        tabIndex={0}
        role="region"
        aria-label="Items table"
      >
        <Table layout="fixed" verticalSpacing="xs" horizontalSpacing="xs" style={{ verticalAlign: 'top' }}>
          <VisuallyHidden component="caption">Items</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              <Table.Th>Product name</Table.Th>
              <Table.Th>Specification</Table.Th>
              <Table.Th w={100}>Quantity</Table.Th>
              <Table.Th w={116}>Unit of measure</Table.Th>
              <Table.Th w={128}>Budgeted rate</Table.Th>
              <Table.Th w={100}>GST</Table.Th>
              <Table.Th w={120} ta="right">
                Total
              </Table.Th>
              {delivered ? (
                <Table.Th w={100} ta="right">
                  Delivered
                </Table.Th>
              ) : null}
              <Table.Th w={128}>File</Table.Th>
              <Table.Th w={84}>
                <VisuallyHidden>Delete</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, i) => {
              const row = i + 1
              return (
                <Table.Tr key={line.LineID}>
                  <Table.Td pt="md">
                    <Text size="sm" c="dimmed">
                      {row}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Product name, line ${row}`}
                      placeholder={readOnly ? undefined : 'Product name'}
                      required={!readOnly}
                      disabled={readOnly}
                      styles={locked}
                      maxLength={200}
                      {...form.getInputProps(path(i, 'Particular'))}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Specification, line ${row}`}
                      placeholder={readOnly ? undefined : 'Size, grade, make...'}
                      disabled={readOnly}
                      styles={locked}
                      maxLength={1000}
                      {...form.getInputProps(path(i, 'ItemDescription'))}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Quantity, line ${row}`}
                      hideControls
                      decimalScale={3}
                      disabled={readOnly}
                      styles={locked}
                      {...form.getInputProps(path(i, 'Quantity'))}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Unit of measure, line ${row}`}
                      placeholder={unitsLoading ? 'Loading...' : 'Select Unit'}
                      data={unitsLoading ? [] : [...units]}
                      allowDeselect={false}
                      disabled={readOnly || unitsLoading}
                      styles={locked}
                      comboboxProps={{ zIndex: 1000 }}
                      {...form.getInputProps(path(i, 'UOMID'))}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Budgeted rate, line ${row}`}
                      hideControls
                      prefix="₹"
                      decimalScale={2}
                      thousandSeparator=","
                      thousandsGroupStyle="lakh"
                      disabled={readOnly}
                      styles={locked}
                      {...form.getInputProps(path(i, 'BudgetedRate'))}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`GST, line ${row}`}
                      data={GST_DATA}
                      allowDeselect={false}
                      disabled={readOnly}
                      styles={locked}
                      comboboxProps={{ zIndex: 1000 }}
                      {...form.getInputProps(path(i, 'GSTPercentage'))}
                    />
                  </Table.Td>
                  <Table.Td ta="right" pt="md" style={NOWRAP}>
                    <Text size="sm" fw={600}>
                      {formatInr(formLineTotal(line))}
                    </Text>
                  </Table.Td>
                  {delivered ? (
                    <Table.Td ta="right" pt="md" style={NOWRAP}>
                      <Text size="sm">{delivered.get(line.LineID) ?? 0}</Text>
                    </Table.Td>
                  ) : null}
                  <Table.Td pt={6}>
                    <PoLineDocument
                      row={row}
                      path={line.DocumentPath}
                      disabled={readOnly}
                      onChange={(stored) => form.setFieldValue(path(i, 'DocumentPath'), stored)}
                      onError={(message) => form.setFieldError(path(i, 'DocumentPath'), message)}
                      error={fileError(form.errors[path(i, 'DocumentPath')])}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      color="red.9"
                      size="sm"
                      aria-label={`Delete line ${row}`}
                      disabled={readOnly || lines.length === 1}
                      onClick={() => form.removeListItem('products', i)}
                    >
                      Delete
                    </Button>
                  </Table.Td>
                </Table.Tr>
              )
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {tableError ? (
        <Text size="sm" c="red.9" role="alert">
          {tableError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          disabled={readOnly || lines.length >= MAX_PO_LINES}
          onClick={() => form.insertListItem('products', newPoLine())}
        >
          Add New Product
        </Button>
      </Group>
    </>
  )
}
