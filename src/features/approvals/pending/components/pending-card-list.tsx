import { Group } from '@mantine/core'
import type { ReactNode } from 'react'
import classes from '../../../../components/list-kit/card-list.module.css'
import { CardSort } from '../../../../components/list-kit/card-sort'
import type { ListSort } from '../../../../components/list-kit/sort'
import type { ShownPendingApproval } from '../../../../lib/offline/approval-overlay'
import { documentLabel } from '../../../../shared/document-label'
import type { PendingSortColumn } from '../list-search'
import { PENDING_COLUMNS } from './pending-columns'
import { PendingRowActions } from './pending-row-actions'

const SORT_OPTIONS = PENDING_COLUMNS.flatMap((c) =>
  c.sortKey ? [{ value: c.sortKey as PendingSortColumn, label: c.header }] : [],
)
const [TYPE, DOCUMENT, ...FACTS] = PENDING_COLUMNS

/** Props of the card list: the table's rows, sort and decisions. */
export interface PendingCardListProps {
  rows: readonly ShownPendingApproval[]
  sort: ListSort<PendingSortColumn>
  onSortChange: (sort: ListSort<PendingSortColumn>) => void
  onDecide: (row: ShownPendingApproval, decision: 'approve' | 'reject') => void
  /** Shown instead of the cards when there is none (the list kit's states). */
  empty: ReactNode
}

/**
 * The pending list on a phone: each row a card with every column, its decisions at hand, and the
 * table's sort as a bar above the cards (the header row it lives in is gone).
 */
export function PendingCardList({ rows, sort, onSortChange, onDecide, empty }: PendingCardListProps) {
  return (
    <>
      <Group className={classes.bar} gap={6} justify="flex-end" align="flex-end" wrap="nowrap">
        <CardSort options={SORT_OPTIONS} sort={sort} onSortChange={onSortChange} />
      </Group>
      {rows.length === 0 ? (
        empty
      ) : (
        <ul className={classes.list} aria-label="Pending approvals">
          {rows.map((row) => (
            <li
              key={row.pendingId}
              className={classes.card}
              aria-label={documentLabel(row.approvalType, row.documentNumber)}
              data-pending={row.unsynced?.state === 'pending' || undefined}
              data-unsynced={row.unsynced?.state}
            >
              <Group gap="xs" justify="space-between" mb={6}>
                {DOCUMENT?.render(row)}
                {TYPE?.render(row)}
              </Group>
              <dl className={classes.facts}>
                {FACTS.map((column) => (
                  <div key={column.key}>
                    <dt>{column.header}</dt>
                    <dd>{column.render(row)}</dd>
                  </div>
                ))}
              </dl>
              <Group mt="sm" justify="flex-end">
                <PendingRowActions row={row} onDecide={onDecide} />
              </Group>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
