import { Checkbox, Group, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from '../../../components/list-kit/card-list.module.css'
import { CardSort } from '../../../components/list-kit/card-sort'
import { selectAllState, toggled } from '../../../components/list-kit/selection'
import type { LowStockRow } from '../../../shared/low-stock-schemas'
import type { LowStockSortColumn } from '../list-search'
import { defaultVendorId } from '../reorder-picks'
import { type LowStockRowsProps, partnerName } from './low-stock-rows'
import { type PickChange, PickQuantity, PickVendor } from './pick-fields'
import { STOCK_HEADER, StockLevel } from './stock-level'

/** What the cards sort by: the table's sortable columns, and the biggest shortfall (the default). */
const SORT_OPTIONS: ReadonlyArray<{ value: LowStockSortColumn; label: string }> = [
  { value: 'Shortfall', label: 'Shortfall' },
  { value: 'Name', label: 'Product' },
  { value: 'SKU', label: 'SKU' },
  { value: 'CategoryName', label: 'Category' },
  { value: 'Stock', label: 'Stock' },
]

/** One fact of a card: a small label over its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** One product as a card: name and SKU, category, stock, and for a ticked product its quantity and vendor. */
function LowStockCard({ row, reorder }: { row: LowStockRow; reorder: LowStockRowsProps['reorder'] }) {
  const pick = reorder?.picks.get(row.ProductID)
  const change = (patch: PickChange) => reorder?.onPickChange(row.ProductID, patch)
  const partners = reorder?.partners ?? null
  const vendor = partners ? partnerName(partners, defaultVendorId(row, partners)) : null
  return (
    <li className={classes.card} aria-label={row.Name}>
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {reorder ? (
            <Checkbox
              aria-label={`Select ${row.Name}`}
              checked={pick !== undefined}
              onChange={(event) => {
                const ids = new Set([...reorder.picks.keys()].map(String))
                reorder.onPageSelection(toggled(ids, String(row.ProductID), event.currentTarget.checked))
              }}
              mt={2}
            />
          ) : null}
          <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
            {row.Name}
          </Text>
        </Group>
        <dl className={classes.facts}>
          <Fact label="SKU">{row.SKU}</Fact>
          <Fact label="Category">{row.CategoryName ?? ''}</Fact>
          <Fact label={STOCK_HEADER}>
            <StockLevel row={row} />
          </Fact>
          {pick ? null : <Fact label="Suggested quantity">{row.SuggestedQuantity}</Fact>}
          {partners && !pick ? <Fact label="Vendor">{vendor ?? 'Tick to choose'}</Fact> : null}
        </dl>
        {pick && reorder ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <PickQuantity pick={pick} error={reorder.errors.get(row.ProductID)} onChange={change} labelled />
            {partners ? (
              <PickVendor
                pick={pick}
                partners={partners}
                error={reorder.errors.get(row.ProductID)}
                onChange={change}
                labelled
              />
            ) : null}
          </SimpleGrid>
        ) : null}
      </Stack>
    </li>
  )
}

/** The low-stock list on a narrow screen: a card per product, with select-all and the sort above. */
export function LowStockCards({ rows, sort, onSortChange, reorder, loading, empty }: LowStockRowsProps) {
  const ids = rows.map((row) => String(row.ProductID))
  const selected = new Set(ids.filter((id) => reorder?.picks.has(Number(id))))
  const all = selectAllState(ids, selected)
  return (
    <>
      <Group className={classes.bar} gap="sm" justify={reorder ? 'space-between' : 'flex-end'} align="flex-end">
        {reorder ? (
          <Checkbox
            label="Select all"
            aria-label="Select all products on this page"
            checked={all.checked}
            indeterminate={all.indeterminate}
            disabled={rows.length === 0}
            onChange={() => reorder.onPageSelection(all.checked ? new Set() : new Set(ids))}
            mb={8}
          />
        ) : null}
        <CardSort options={SORT_OPTIONS} sort={sort} onSortChange={onSortChange} />
      </Group>
      {rows.length === 0 ? (
        empty
      ) : (
        <ul
          className={classes.list}
          aria-label="Products at or below their reorder level"
          aria-busy={loading || undefined}
        >
          {rows.map((row) => (
            <LowStockCard key={row.ProductID} row={row} reorder={reorder} />
          ))}
        </ul>
      )}
    </>
  )
}
