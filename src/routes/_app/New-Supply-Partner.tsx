import { createFileRoute } from '@tanstack/react-router'
import { categoryQueries } from '../../features/categories/queries'
import { NewSupplierPage } from '../../features/suppliers/components/supplier-pages'
import { requireRoles } from '../../lib/route-guard'
import { SUPPLIER_EDITORS } from '../../shared/supplier-status'

export const Route = createFileRoute('/_app/New-Supply-Partner')({
  beforeLoad: () => requireRoles(SUPPLIER_EDITORS),
  loader: ({ context }) => {
    // Not awaited: the categories multi-select shows 'Loading...' until its list arrives.
    void context.queryClient.prefetchQuery(categoryQueries.selectable())
  },
  component: NewSupplierPage,
})
