import { Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from '../../../../components/list-kit/card-list.module.css'
import { CardSort } from '../../../../components/list-kit/card-sort'
import type { ListSort } from '../../../../components/list-kit/sort'
import { AnchorLink } from '../../../../components/router-links'
import { formatDay } from '../../../../lib/calendar-day'
import { formatDate, formatDateTime } from '../../../../lib/format-date'
import type { RfqRow } from '../../../../shared/rfq-read-schemas'
import { RfqStatusBadge } from '../../rfq-status-badge'
import type { RfqSortColumn } from '../list-search'

/** What the cards sort by: the table's sortable columns. */
const SORT_OPTIONS: ReadonlyArray<{ value: RfqSortColumn; label: string }> = [
  { value: 'createdAt', label: 'Created' },
  { value: 'rfqNumber', label: 'RFQ No.' },
  { value: 'title', label: 'Title' },
  { value: 'responseDeadline', label: 'Response Deadline' },
  { value: 'status', label: 'Status' },
]

/** Props of the RFQ cards: the page's rows, the sort, each row's actions, and what shows when there are none. */
export interface RfqCardListProps {
  rows: readonly RfqRow[]
  sort: ListSort<RfqSortColumn>
  onSortChange: (sort: ListSort<RfqSortColumn>) => void
  actions: (row: RfqRow) => ReactNode
  loading: boolean
  /** The empty, no-results or past-the-end state, shown when the page has no rows. */
  state: ReactNode
}

function Fact({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? classes.wide : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * The RFQ list on a narrow screen: each row as a card with every column (nothing scrolls sideways),
 * the table's sort as a bar above, the row's actions at the foot of its card.
 */
export function RfqCardList({ rows, sort, onSortChange, actions, loading, state }: RfqCardListProps) {
  return (
    <>
      <Group className={classes.bar} justify="flex-end">
        <CardSort options={SORT_OPTIONS} sort={sort} onSortChange={onSortChange} />
      </Group>
      {rows.length === 0 ? (
        state
      ) : (
        <ul className={classes.list} aria-label="Requests for quotation" aria-busy={loading || undefined}>
          {rows.map((row) => (
            <li key={row.RFQID} className={classes.card} aria-label={row.rfqNumber}>
              <Stack gap={6}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <AnchorLink to="/Create-New-RFQ" search={{ id: row.RFQID }} fw={700} size="sm" ff="monospace">
                    {row.rfqNumber}
                  </AnchorLink>
                  <RfqStatusBadge status={row.status} />
                </Group>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.title}
                </Text>
                <dl className={classes.facts}>
                  <Fact label="Response Deadline">{formatDateTime(row.responseDeadline)}</Fact>
                  <Fact label="Required By">{formatDay(row.requiredBy)}</Fact>
                  <Fact label="Responses">{`${row.responses} of ${row.invited}`}</Fact>
                  <Fact label="Created">
                    {row.createdBy}, {formatDate(row.createdAt)}
                  </Fact>
                </dl>
                <Group gap={4}>{actions(row)}</Group>
              </Stack>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
