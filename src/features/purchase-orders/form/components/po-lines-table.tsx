import { Box, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { MAX_PO_LINES } from '../../../../shared/po-schemas'
import { newPoLine, type PoFormValues } from '../po-form-values'
import { PoLineRow } from './po-line-row'
import classes from './po-lines-table.module.css'

/** Props of the item table. */
export interface PoLinesTableProps {
  form: UseFormReturnType<PoFormValues>
  units: ReadonlyArray<{ value: string; label: string }>
  unitsLoading: boolean
  readOnly: boolean
  /** Delivered quantity by LineID (view mode): adds a Delivered column. */
  delivered?: ReadonlyMap<string, number>
}

/**
 * The item table of spec point 3: product name, specification, quantity, unit, budgeted rate,
 * GST, total (recalculated as quantity, rate or GST change), file and Delete; 'Add New Product'
 * adds a row. Product name and specification share the widest column, so the name gets room;
 * on a phone each line is a card.
 */
export function PoLinesTable({ form, units, unitsLoading, readOnly, delivered }: PoLinesTableProps) {
  const lines = form.values.products
  const tableError = form.errors.products

  return (
    <>
      <div className={classes.wrap}>
        {/* Focusable so that a keyboard can scroll it when the form is too narrow for every column. */}
        <Box component="section" className={classes.scroller} aria-label="Items table" tabIndex={0}>
          <Table layout="fixed" verticalSpacing="xs" horizontalSpacing={8} className={classes.table}>
            <VisuallyHidden component="caption">Items</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Product name and specification</Table.Th>
                <Table.Th w={88}>Quantity</Table.Th>
                <Table.Th w={readOnly ? 112 : 136}>Unit of measure</Table.Th>
                <Table.Th w={112}>Budgeted rate</Table.Th>
                <Table.Th w={readOnly ? 88 : 100}>GST</Table.Th>
                <Table.Th w={112} ta="right">
                  Total
                </Table.Th>
                {delivered ? (
                  <Table.Th w={84} ta="right">
                    Delivered
                  </Table.Th>
                ) : null}
                {/* View mode has no placeholder or button to fit: a link or 'None' for the file. */}
                <Table.Th w={readOnly ? 88 : 124}>File</Table.Th>
                <Table.Th w={80}>
                  <VisuallyHidden>Delete</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                <PoLineRow
                  key={line.LineID}
                  form={form}
                  index={index}
                  units={units}
                  unitsLoading={unitsLoading}
                  readOnly={readOnly}
                  delivered={delivered ? (delivered.get(line.LineID) ?? 0) : undefined}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      </div>
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
