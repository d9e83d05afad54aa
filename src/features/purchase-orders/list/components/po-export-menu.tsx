import { Button, Menu } from '@mantine/core'
import { useState } from 'react'
import { refusalMessage } from '../../../../lib/api-client'
import { saveFile } from '../../../../lib/save-file'
import { formToast } from '../../../../lib/toast'
import { downloadPoExport } from '../api'
import type { poList } from '../list-search'

const FORMATS = [
  { format: 'csv', label: 'CSV' },
  { format: 'xlsx', label: 'XLSX' },
] as const

/** Export: the POs of the current tab that match the filters, every page, as CSV or XLSX. */
export function PoExportMenu({ filters }: { filters: ReturnType<typeof poList.filterQuery> }) {
  const [busy, setBusy] = useState(false)
  const run = async (format: 'csv' | 'xlsx') => {
    setBusy(true)
    try {
      const file = await downloadPoExport(filters, format)
      saveFile(file.blob, file.filename ?? `purchase-orders.${format}`)
    } catch (error) {
      formToast.error('Export failed', refusalMessage(error) ?? (error as Error).message)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Menu position="bottom-end" shadow="md" zIndex={1000}>
      <Menu.Target>
        <Button variant="default" loading={busy} rightSection={<span aria-hidden>▾</span>}>
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {FORMATS.map(({ format, label }) => (
          <Menu.Item key={format} onClick={() => void run(format)}>
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  )
}
