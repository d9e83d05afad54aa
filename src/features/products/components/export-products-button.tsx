import { Button } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { refusalMessage } from '../../../lib/api-client'
import { saveFile } from '../../../lib/save-file'
import { formToast } from '../../../lib/toast'
import { exportProducts } from '../api'
import type { ProductExportQuery } from '../list-search'

/** Downloads the filtered product list as CSV. */
export function ExportProductsButton({ query }: { query: ProductExportQuery }) {
  const download = useMutation({
    mutationFn: () => exportProducts(query),
    onSuccess: (file) => saveFile(file.blob, file.filename ?? 'products.csv'),
    onError: (error) => formToast.error('Failed to export products', refusalMessage(error)),
  })
  return (
    <Button variant="default" onClick={() => download.mutate()} loading={download.isPending}>
      Export CSV
    </Button>
  )
}
