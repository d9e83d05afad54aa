import { Button, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { ConfirmDelete } from '../../../components/confirm-delete'
import { DataTable } from '../../../components/data-table'
import { PageHeader } from '../../../components/page-header'
import { refusalMessage } from '../../../lib/api-client'
import { historyMode, listState, pageAfterDelete, patchListSearch } from '../../../lib/list-search'
import { formToast } from '../../../lib/toast'
import type { ProductRow } from '../../../shared/product-schemas'
import { PRODUCT_SORT_COLUMNS } from '../../../shared/sort-columns'
import { useCanWriteCatalogue } from '../../categories/catalogue-access'
import { type ProductListSearch, productExportQuery, productListQuery } from '../list-search'
import { useDeleteProduct } from '../mutations'
import { productQueries } from '../queries'
import { ExportProductsButton } from './export-products-button'
import { ImportProductsModal } from './import-products-modal'
import { productColumns } from './product-columns'
import { ProductFilters } from './product-filters'

const route = getRouteApi('/_app/Manage-Product')

/** /Manage-Product: the product list with thumbnails, search, filters, sort, paging, delete, CSV import and export. */
export function ManageProductPage() {
  const search = route.useSearch()
  const navigate = route.useNavigate()
  const canWrite = useCanWriteCatalogue()
  const { data, isFetching } = useSuspenseQuery(productQueries.list(productListQuery(search)))
  const navigating = useRouterState({ select: (state) => state.isLoading })
  const state = listState(search, PRODUCT_SORT_COLUMNS)
  const [doomed, setDoomed] = useState<ProductRow | null>(null)
  const [importing, importDialog] = useDisclosure(false)
  const remove = useDeleteProduct()

  const change = (patch: Partial<ProductListSearch>) =>
    navigate({ search: (current) => patchListSearch(current, patch, PRODUCT_SORT_COLUMNS[0]), ...historyMode(patch) })

  const confirmDelete = () => {
    if (!doomed) return
    remove.mutate(doomed.ProductID, {
      onSuccess: () => {
        formToast.success('Product deleted successfully!')
        const page = pageAfterDelete(state.page, data.data.length)
        if (page !== state.page) void change({ page })
      },
      onError: (error) => formToast.error(refusalMessage(error) ?? 'Failed to delete product. Please try again.'),
      onSettled: () => setDoomed(null),
    })
  }

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader
        title="Manage Product"
        description="Products with their prices, stock and status."
        actions={
          <>
            <ExportProductsButton query={productExportQuery(search)} />
            {canWrite ? (
              <>
                <Button variant="default" onClick={importDialog.open}>
                  Import CSV
                </Button>
                <Button component={Link} to="/Create-Product">
                  Create Product
                </Button>
              </>
            ) : null}
          </>
        }
      />
      <ProductFilters search={search} onChange={change} />
      <DataTable
        caption="Products"
        columns={productColumns({ canWrite, onDelete: setDoomed })}
        rows={data.data}
        rowKey={(row) => row.ProductID}
        sort={state.sort}
        onSortChange={(sort) => change({ sort: sort.column, dir: sort.direction })}
        page={state.page}
        pageSize={state.size}
        total={data.recordsFiltered}
        onPageChange={(page) => change({ page })}
        onPageSizeChange={(size) => change({ size })}
        loading={isFetching || navigating}
        empty={state.q || search.status || search.category ? 'No product matches these filters.' : 'No products yet.'}
        minWidth={860}
      />
      <ConfirmDelete
        opened={doomed !== null}
        title="Delete product"
        onCancel={() => setDoomed(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      >
        Delete the product <b>{doomed?.Name}</b> (SKU {doomed?.SKU})?
      </ConfirmDelete>
      {canWrite ? <ImportProductsModal opened={importing} onClose={importDialog.close} /> : null}
    </Stack>
  )
}
