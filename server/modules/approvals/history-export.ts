import Papa from 'papaparse'
import type { HistoryListQuery } from '../../../src/shared/approval-list-query'
import type { ApprovalHistoryRow } from '../../../src/shared/approval-request-schemas'
import { levelLabel } from '../../../src/shared/approval-rules'
import { MAX_PAGE_LENGTH } from '../../../src/shared/list-query'
import { spreadsheetCell } from '../../../src/shared/spreadsheet-cell'
import type { Db } from '../../db/client'
import type { Actor } from '../../lib/app-env'
import { csvText } from '../../lib/csv-text'
import { listHistory } from './history'

/** The export's columns: the history list's columns (spec point 3), heading and value. */
const COLUMNS: ReadonlyArray<{ header: string; value: (r: ApprovalHistoryRow) => string }> = [
  { header: 'Approval Type', value: (r) => r.approvalType },
  { header: 'Document', value: (r) => r.documentNumber },
  { header: 'Requested By', value: (r) => r.requestedBy },
  { header: 'Approval Level', value: (r) => levelLabel(r.approvalLevel) },
  { header: 'Final Reviewer', value: (r) => r.finalReviewer },
  { header: 'Reviewed On', value: (r) => r.reviewedOn },
  { header: 'Status', value: (r) => r.status },
  { header: 'Remarks', value: (r) => r.remarks },
]

/** The file name of an export made at `now`. */
export const historyExportFileName = (now: Date) => `approval-history-${now.toISOString().slice(0, 10)}.csv`

const cellsOf = (rows: readonly ApprovalHistoryRow[]) =>
  rows.map((r) => COLUMNS.map((c) => spreadsheetCell(c.value(r))))

/**
 * GET export-approval-history: every decision matching the list's filters, in the list's order, as
 * CSV streamed a page at a time (the first chunk is the header with the byte-order mark, as every
 * export: server/lib/csv-text.ts), so a long history never sits whole in memory.
 */
export function exportHistoryCsv(db: Db, actor: Actor, q: HistoryListQuery): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  let start = 0
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(
          csvText(
            COLUMNS.map((c) => c.header),
            [],
          ),
        ),
      )
    },
    async pull(controller) {
      const page = { ...q, iDisplayStart: start, iDisplayLength: MAX_PAGE_LENGTH }
      const { rows } = await listHistory(db, actor, page)
      if (rows.length > 0) controller.enqueue(encoder.encode(`\r\n${Papa.unparse(cellsOf(rows), { newline: '\r\n' })}`))
      start += rows.length
      if (rows.length < MAX_PAGE_LENGTH) controller.close()
    },
  })
}
