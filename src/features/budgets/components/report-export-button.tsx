import { Button } from '@mantine/core'
import { useState } from 'react'
import { refusalMessage } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'
import { formToast } from '../../../lib/toast'
import { type BudgetReportQuery, downloadBudgetReport } from '../api'

/** Export CSV: the report's rows for the same days and department. */
export function ReportExportButton({ query }: { query: BudgetReportQuery }) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      const file = await downloadBudgetReport(query)
      saveFile(file.blob, file.filename ?? `budget-report-${query.from}-${query.to}.csv`)
    } catch (error) {
      formToast.error('Export failed', refusalMessage(error) ?? (error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="default" loading={busy} onClick={() => void run()}>
      Export CSV
    </Button>
  )
}
