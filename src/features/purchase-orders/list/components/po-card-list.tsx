import { Checkbox, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from '../../../../components/list-kit/card-list.module.css'
import { CardSort } from '../../../../components/list-kit/card-sort'
import { selectAllState, toggled } from '../../../../components/list-kit/selection'
import { AnchorLink } from '../../../../components/router-links'
import { formatDay } from '../../../../lib/calendar-day'
import { formatDateTime } from '../../../../lib/format-date'
import { formatInr } from '../../../../shared/money'
import type { PoSortKey } from '../../../../shared/po-list-query'
import { PendingMarker } from '../../../offline/components/pending-marker'
import { poRowStyle } from '../po-status-style'
import { PoStatusBadge } from './po-status-badge'
import { isPending, type PoTableProps, type PoTableRow } from './po-table'

/** What the cards sort by: the table's columns, and the order the POs were made in (the default). */
const SORT_OPTIONS: ReadonlyArray<{ value: PoSortKey; label: string }> = [
  { value: 'createdAt', label: 'Date created' },
  { value: 'lastUpdated', label: 'Last Updated' },
  { value: 'poNumber', label: 'PO ID' },
  { value: 'vendorName', label: 'Vendor Name' },
  { value: 'poDate', label: 'PO Date' },
  { value: 'status', label: 'Status' },
  { value: 'totalValue', label: 'Total Value' },
  { value: 'deliveryDate', label: 'Delivery Date' },
  { value: 'createdBy', label: 'Created By' },
]

/** One fact of a card: a small label over its value; a wide one takes the card's whole width. */
function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? classes.wide : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** One PO as a card: number, status, vendor, the amounts and dates, who made it and when it last changed. */
function PoCard({ row, selected, onSelect }: { row: PoTableRow; selected: boolean; onSelect: (on: boolean) => void }) {
  const number = row.poNumber || (isPending(row) ? 'New PO' : '')
  return (
    <li
      className={classes.card}
      style={poRowStyle(row.status)}
      data-status={row.status}
      data-pending={isPending(row) || undefined}
      aria-label={number}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="center">
          <Checkbox
            aria-label={`Select ${row.poNumber || 'new PO'}`}
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
          />
          <AnchorLink
            to="/Manage-PO/Create-PO"
            search={{ id: row.poId }}
            fw={700}
            size="sm"
            c="dark.8"
            underline="always"
          >
            {number}
          </AnchorLink>
          {isPending(row) ? <PendingMarker /> : null}
          <Group ml="auto">
            <PoStatusBadge status={row.status} />
          </Group>
        </Group>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {row.vendorName}
        </Text>
        <dl className={classes.facts}>
          <Fact label="Total Value">{formatInr(row.totalValue)}</Fact>
          <Fact label="Delivery Date">{formatDay(row.deliveryDate)}</Fact>
          <Fact label="PO Date">{formatDay(row.poDate)}</Fact>
          <Fact label="Created By">{row.createdBy}</Fact>
          <Fact label="Last Updated" wide>
            {formatDateTime(row.lastUpdated)}
          </Fact>
        </dl>
      </Stack>
    </li>
  )
}

/**
 * The PO list on a narrow screen: the table's rows as cards, every column still shown, with the
 * table's select-all and sort as a bar above them (the header row they live in is gone).
 */
export function PoCardList({ rows, sort, onSortChange, selected, onSelectedChange, loading, empty }: PoTableProps) {
  const ids = rows.map((r) => r.poId)
  const all = selectAllState(ids, selected)
  const toggle = (id: string, on: boolean) => onSelectedChange(toggled(selected, id, on))
  return (
    <>
      <Group className={classes.bar} gap="sm" justify="space-between" align="flex-end">
        <Checkbox
          label="Select all"
          aria-label="Select all purchase orders on this page"
          checked={all.checked}
          indeterminate={all.indeterminate}
          disabled={rows.length === 0}
          onChange={() => onSelectedChange(all.checked ? new Set() : new Set(ids))}
          mb={8}
        />
        <CardSort options={SORT_OPTIONS} sort={sort} onSortChange={onSortChange} />
      </Group>
      {rows.length === 0 ? (
        empty
      ) : (
        <ul className={classes.list} aria-label="Purchase orders" aria-busy={loading || undefined}>
          {rows.map((row) => (
            <PoCard
              key={row.poId}
              row={row}
              selected={selected.has(row.poId)}
              onSelect={(on) => toggle(row.poId, on)}
            />
          ))}
        </ul>
      )}
    </>
  )
}
