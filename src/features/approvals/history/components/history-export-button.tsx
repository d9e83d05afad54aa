import { Button } from '@mantine/core'
import { useState } from 'react'
import { refusalMessage } from '../../../../lib/api-client'
import { saveFile } from '../../../../lib/save-file'
import { formToast } from '../../../../lib/toast'
import type { HistoryListQuery } from '../../../../shared/approval-list-query'
import { downloadHistoryExport } from '../api'

/** Export CSV: every decision matching the current filters and sort, all pages. */
export function HistoryExportButton({ query }: { query: HistoryListQuery }) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      const file = await downloadHistoryExport(query)
      saveFile(file.blob, file.filename ?? 'approval-history.csv')
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
