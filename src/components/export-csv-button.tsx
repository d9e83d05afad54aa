import { Button } from '@mantine/core'
import { useState } from 'react'
import { refusalMessage } from '../lib/api-client'
import { saveFile } from '../lib/save-file'
import { formToast } from '../lib/toast'

/** Props of the Export CSV button. */
export interface ExportCsvButtonProps {
  /** Downloads the file (the server's streamed export). */
  download: () => Promise<{ blob: Blob; filename?: string | null }>
  /** The file's name when the server names none. */
  filename: string
}

/** Export CSV: downloads the list's export and saves it; a refusal shows as a toast, the button waits meanwhile. */
export function ExportCsvButton({ download, filename }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false)
  const run = async () => {
    setBusy(true)
    try {
      const file = await download()
      saveFile(file.blob, file.filename ?? filename)
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
