import { createFileRoute, getRouteApi } from '@tanstack/react-router'
import { requireRouteId } from '../../components/form-kit/route-id'
import { PageLoadError } from '../../components/page-load-error'
import { categoryQueries } from '../../features/categories/queries'
import { EditSupplierPage } from '../../features/suppliers/components/supplier-pages'
import { supplierQueries } from '../../features/suppliers/queries'
import { SupplierIdSchema } from '../../shared/record-ids'

export const Route = createFileRoute('/_app/Manage-Supply-Partner_/$id')({
  beforeLoad: ({ params, preload }) => ({
    supplierId: requireRouteId(SupplierIdSchema, params.id, { preload, fallback: '/Manage-Supply-Partner' }),
  }),
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoryQueries.selectable())
    return context.queryClient.ensureQueryData(supplierQueries.detail(context.supplierId))
  },
  errorComponent: PageLoadError,
  component: EditSupplier,
})

// The page reads the route through its id, not `Route`, so its chunk does not pull this file out of the first bundle.
const route = getRouteApi('/_app/Manage-Supply-Partner_/$id')

function EditSupplier() {
  const { supplierId } = route.useRouteContext()
  return <EditSupplierPage id={supplierId} />
}
