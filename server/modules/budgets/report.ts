import type { BudgetStanding } from '../../../src/shared/budget-schemas'
import { csvText } from '../../lib/csv-text'

const COLUMNS: ReadonlyArray<{ header: string; value: (b: BudgetStanding) => string | number }> = [
  { header: 'Department', value: (b) => b.departmentName },
  { header: 'Period', value: (b) => b.label },
  { header: 'From', value: (b) => b.startsOn },
  { header: 'To', value: (b) => b.endsOn },
  { header: 'Budget (INR)', value: (b) => b.amount },
  { header: 'Committed (INR)', value: (b) => b.committed },
  { header: 'Spent (INR)', value: (b) => b.spent },
  { header: 'Left (INR)', value: (b) => b.left },
  { header: 'Used %', value: (b) => b.usedPercent },
]

/** The budget report as a CSV file (escaped cells, byte-order mark). */
export function budgetReportCsv(rows: readonly BudgetStanding[]): string {
  return csvText(
    COLUMNS.map((c) => c.header),
    rows.map((r) => COLUMNS.map((c) => c.value(r))),
  )
}
