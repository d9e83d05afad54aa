import { Button, NumberInput, Select, Table, Text, Textarea, TextInput } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { LOCKED_FIELD_STYLES } from '../../../../components/locked-field-styles'
import { formatInr } from '../../../../shared/money'
import { PO_GST_OPTIONS } from '../../../../shared/po-options'
import { formLineTotal } from '../po-form-totals'
import type { PoFormValues } from '../po-form-values'
import { PoLineDocument } from './po-line-document'
import classes from './po-lines-table.module.css'

/** Props of one line of the item table. */
export interface PoLineRowProps {
  form: UseFormReturnType<PoFormValues>
  /** Zero-based index of the line in the form. */
  index: number
  units: ReadonlyArray<{ value: string; label: string }>
  unitsLoading: boolean
  readOnly: boolean
  /** Delivered quantity of the line (view mode), or undefined when the table has no Delivered column. */
  delivered?: number
}

/** Mantine's subtle variant lightens any shade past 6 (red.6 is 3.6:1 on white); red.9 keeps AA contrast. */
const DELETE_COLOR = { '--button-color': 'var(--mantine-color-red-9)' }
const GST_DATA = PO_GST_OPTIONS.map((option) => ({ value: option, label: option }))
const fileError = (error: unknown) => (typeof error === 'string' ? error : undefined)

/** Names a cell's value on a card; the table's header names it otherwise (the input has its own aria-label). */
function CellLabel({ children }: { children: string }) {
  return (
    <span className={classes.cellLabel} aria-hidden>
      {children}
    </span>
  )
}

type InputProps = ReturnType<UseFormReturnType<PoFormValues>['getInputProps']>

/**
 * A line's text: an input while it can be edited; in view mode a disabled box that grows to show
 * all of it, so a long name or specification is not cut off in a narrow column.
 */
function LineText(props: {
  label: string
  readOnly: boolean
  placeholder: string
  maxLength: number
  required?: boolean
  input: InputProps
}) {
  const { label, readOnly, input } = props
  if (readOnly) {
    const text = typeof input.value === 'string' ? input.value : ''
    return (
      <Textarea aria-label={label} value={text} readOnly disabled autosize minRows={1} styles={LOCKED_FIELD_STYLES} />
    )
  }
  return (
    <TextInput
      aria-label={label}
      placeholder={props.placeholder}
      maxLength={props.maxLength}
      required={props.required}
      {...input}
    />
  )
}

/** One line: a table row where there is room, a card on a phone (po-lines-table.module.css). */
export function PoLineRow({ form, index, units, unitsLoading, readOnly, delivered }: PoLineRowProps) {
  const line = form.values.products[index]
  if (!line) return null
  const row = index + 1
  const locked = readOnly ? LOCKED_FIELD_STYLES : undefined
  const path = (field: string) => `products.${index}.${field}`
  const lineCount = form.values.products.length

  return (
    <Table.Tr>
      <Table.Td className={classes.number} data-span="all">
        <CellLabel>Line </CellLabel>
        {row}
      </Table.Td>
      <Table.Td data-span="all">
        <div className={classes.nameCell}>
          <LineText
            label={`Product name, line ${row}`}
            readOnly={readOnly}
            placeholder="Product name"
            maxLength={200}
            required
            input={form.getInputProps(path('Particular'))}
          />
          <LineText
            label={`Specification, line ${row}`}
            readOnly={readOnly}
            placeholder="Specification: size, grade, make..."
            maxLength={1000}
            input={form.getInputProps(path('ItemDescription'))}
          />
        </div>
      </Table.Td>
      <Table.Td>
        <CellLabel>Quantity</CellLabel>
        <NumberInput
          aria-label={`Quantity, line ${row}`}
          hideControls
          decimalScale={3}
          disabled={readOnly}
          styles={locked}
          {...form.getInputProps(path('Quantity'))}
        />
      </Table.Td>
      <Table.Td>
        <CellLabel>Unit of measure</CellLabel>
        <Select
          aria-label={`Unit of measure, line ${row}`}
          placeholder={unitsLoading ? 'Loading...' : 'Select'}
          data={unitsLoading ? [] : [...units]}
          allowDeselect={false}
          disabled={readOnly || unitsLoading}
          styles={locked}
          comboboxProps={{ zIndex: 1000 }}
          {...form.getInputProps(path('UOMID'))}
        />
      </Table.Td>
      <Table.Td>
        <CellLabel>Budgeted rate</CellLabel>
        <NumberInput
          aria-label={`Budgeted rate, line ${row}`}
          hideControls
          prefix="₹"
          decimalScale={2}
          thousandSeparator=","
          thousandsGroupStyle="lakh"
          disabled={readOnly}
          styles={locked}
          {...form.getInputProps(path('BudgetedRate'))}
        />
      </Table.Td>
      <Table.Td>
        <CellLabel>GST</CellLabel>
        <Select
          aria-label={`GST, line ${row}`}
          data={GST_DATA}
          allowDeselect={false}
          disabled={readOnly}
          styles={locked}
          comboboxProps={{ zIndex: 1000 }}
          {...form.getInputProps(path('GSTPercentage'))}
        />
      </Table.Td>
      <Table.Td className={classes.amount}>
        <CellLabel>Total</CellLabel>
        <Text size="sm" fw={600}>
          {formatInr(formLineTotal(line))}
        </Text>
      </Table.Td>
      {delivered === undefined ? null : (
        <Table.Td className={classes.amount}>
          <CellLabel>Delivered</CellLabel>
          <Text size="sm">{delivered}</Text>
        </Table.Td>
      )}
      <Table.Td pt={6}>
        <CellLabel>File</CellLabel>
        <PoLineDocument
          row={row}
          path={line.DocumentPath}
          disabled={readOnly}
          onChange={(stored) => form.setFieldValue(path('DocumentPath'), stored)}
          onError={(message) => form.setFieldError(path('DocumentPath'), message)}
          error={fileError(form.errors[path('DocumentPath')])}
        />
      </Table.Td>
      <Table.Td className={classes.deleteCell}>
        <Button
          variant="subtle"
          color="red.9"
          style={DELETE_COLOR}
          size="compact-sm"
          mt={4}
          aria-label={`Delete line ${row}`}
          disabled={readOnly || lineCount === 1}
          onClick={() => form.removeListItem('products', index)}
        >
          Delete
        </Button>
      </Table.Td>
    </Table.Tr>
  )
}
