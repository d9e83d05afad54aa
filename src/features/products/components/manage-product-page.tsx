import { Button, Stack } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ConfirmDelete } from '../../../components/confirm-delete'
import { FilterBar } from '../../../components/list-kit/filter-bar'
import { PagedTable } from '../../../components/list-kit/paged-table'
import { useListSearch } from '../../../components/list-kit/use-list-search'
import { useRowDelete } from '../../../components/list-kit/use-row-delete'
import { PageHeader } from '../../../components/page-header'
import { useCanWriteCatalogue } from '../../../lib/access'
import type { ProductRow } from '../../../shared/product-schemas'
import { productExportQuery, productList } from '../list-search'
import { useDeleteProduct } from '../mutations'
import { productQueries } from '../queries'
import { ExportProductsButton } from './export-products-button'
import { ImportProductsModal } from './import-products-modal'
import { PRODUCT_COLUMNS, useProductListBar } from './product-columns'

const route = getRouteApi('/_app/Manage-Product')

/** /Manage-Product: the product list with thumbnails, search, filters, sort, paging, delete, CSV import and export. */
export function ManageProductPage() {
  const { search, change, navigating } = useListSearch(route, productList)
  const canWrite = useCanWriteCatalogue()
  const { data, isFetching } = useSuspenseQuery(productQueries.list(productList.query(search)))
  const [importing, importDialog] = useDisclosure(false)
  const paging = productList.pagingProps(search, data, change)
  const remove = useRowDelete(useDeleteProduct(), (row: ProductRow) => row.ProductID, paging, 'Product')

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
      <FilterBar {...productList.barProps(search, change)} bar={useProductListBar()} />
      <PagedTable
        {...paging}
        caption="Products"
        columns={PRODUCT_COLUMNS}
        rowKey={(row) => row.ProductID}
        rowActions={
          canWrite
            ? (row) => (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  onClick={() => remove.ask(row)}
                  aria-label={`Delete ${row.Name}`}
                >
                  Delete
                </Button>
              )
            : undefined
        }
        loading={isFetching || navigating}
        empty="No products yet."
        noResults="No product matches these filters."
        minWidth={860}
      />
      <ConfirmDelete
        opened={remove.doomed !== null}
        title="Delete product"
        onCancel={remove.cancel}
        onConfirm={remove.confirm}
        pending={remove.pending}
      >
        Delete the product <b>{remove.doomed?.Name}</b> (SKU {remove.doomed?.SKU})?
      </ConfirmDelete>
      {canWrite ? <ImportProductsModal opened={importing} onClose={importDialog.close} /> : null}
    </Stack>
  )
}
