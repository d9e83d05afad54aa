import { createFileRoute } from '@tanstack/react-router'
import { PageLoadError } from '../../components/page-load-error'
import { ManageSupplierPage } from '../../features/suppliers/components/manage-supplier-page'
import { supplierList } from '../../features/suppliers/list-search'
import { supplierQueries } from '../../features/suppliers/queries'

export const Route = createFileRoute('/_app/Manage-Supply-Partner')({
  validateSearch: supplierList.schema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(supplierQueries.list(supplierList.query(deps))),
  errorComponent: PageLoadError,
  component: ManageSupplierPage,
})
