import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { PageLoadError } from '../../components/page-load-error'
import { categoryQueries } from '../../features/categories/queries'
import { EditSupplierPage } from '../../features/suppliers/components/supplier-pages'
import { supplierQueries } from '../../features/suppliers/queries'
import { formToast } from '../../lib/toast'
import { SupplierByIdQuerySchema } from '../../shared/supplier-schemas'

export const Route = createFileRoute('/_app/Manage-Supply-Partner_/$id')({
  beforeLoad: ({ params, preload }) => {
    const parsed = v.safeParse(SupplierByIdQuerySchema, { id: params.id })
    if (parsed.success) return { supplierId: parsed.output.id }
    if (!preload) formToast.error('Invalid supply partner id')
    throw redirect({ to: '/Manage-Supply-Partner', replace: true })
  },
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(categoryQueries.selectable())
    return context.queryClient.ensureQueryData(supplierQueries.detail(context.supplierId))
  },
  errorComponent: PageLoadError,
  component: EditSupplier,
})

function EditSupplier() {
  const { supplierId } = Route.useRouteContext()
  return <EditSupplierPage id={supplierId} />
}
