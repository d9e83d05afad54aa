import { Alert, Button, FileInput, Group, Modal, ScrollArea, Stack, Table, Text, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { refusalMessage } from '../../../lib/api-client'
import { formToast } from '../../../lib/toast'
import type { ProductImportReport as ImportReport } from '../../../shared/product-csv'
import { useImportProducts } from '../mutations'

/** Props of the product import dialog. */
export interface ImportProductsModalProps {
  opened: boolean
  onClose: () => void
}

/** Imports products from a CSV file: a dry run lists the row errors first, then Import writes. */
export function ImportProductsModal({ opened, onClose }: ImportProductsModalProps) {
  const [file, setFile] = useState<File | null>(null)
  const [csv, setCsv] = useState<string | null>(null)
  const [report, setReport] = useState<ImportReport | null>(null)
  const run = useImportProducts()

  const close = () => {
    setFile(null)
    setCsv(null)
    setReport(null)
    run.reset()
    onClose()
  }

  const pick = async (picked: File | null) => {
    setFile(picked)
    setReport(null)
    setCsv(null)
    if (!picked) return
    try {
      const text = await picked.text()
      setCsv(text)
      run.mutate(
        { csv: text, dryRun: true },
        {
          onSuccess: setReport,
          onError: (error) => formToast.error('Failed to check the file', refusalMessage(error)),
        },
      )
    } catch {
      formToast.error('Could not read the file. Please choose it again.')
    }
  }

  const importNow = () => {
    if (csv === null) return
    run.mutate(
      { csv, dryRun: false },
      {
        onSuccess: (done) => {
          formToast.success('Products imported', `${done.created} created, ${done.updated} updated`)
          close()
        },
        onError: (error) => formToast.error('Failed to import products', refusalMessage(error)),
      },
    )
  }

  const ready = report !== null && report.errors.length === 0 && report.valid > 0
  return (
    <Modal opened={opened} onClose={close} title="Import products" size="lg" zIndex={1100}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Choose a CSV file with the columns of an export. Rows whose SKU exists update that product; other rows create
          products. The file is checked first and nothing is written until you press Import.
        </Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a .csv file"
          accept=".csv,text/csv"
          value={file}
          onChange={pick}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear file' }}
        />
        {report ? <ImportSummary report={report} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={importNow} disabled={!ready} loading={run.isPending}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

function ImportSummary({ report }: { report: ImportReport }) {
  if (report.errors.length === 0) {
    return (
      <Alert color="green" title="The file is ready to import">
        {report.rows} rows checked: {report.created} new products, {report.updated} updates.
      </Alert>
    )
  }
  return (
    <Stack gap="xs">
      <Alert
        color="red"
        title={report.errors.length === 1 ? '1 problem found' : `${report.errors.length} problems found`}
      >
        {report.rows} rows checked, {report.valid} valid. Fix these rows in the file and choose it again.
      </Alert>
      <ScrollArea.Autosize mah={260}>
        <Table striped withTableBorder>
          <VisuallyHidden component="caption">Row errors</VisuallyHidden>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Row</Table.Th>
              <Table.Th>Field</Table.Th>
              <Table.Th>Message</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.errors.map((error, index) => (
              <Table.Tr key={`${error.row}-${error.field}-${index}`}>
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>{error.field || '—'}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
    </Stack>
  )
}
