import { createFileRoute, redirect } from '@tanstack/react-router'
import { categoryQueries } from '../../features/categories/queries'
import { NewSupplierPage } from '../../features/suppliers/components/supplier-pages'
import { sessionStore } from '../../lib/session-store'
import { canEditSuppliers } from '../../shared/supplier-status'

export const Route = createFileRoute('/_app/New-Supply-Partner')({
  beforeLoad: () => {
    if (!canEditSuppliers(sessionStore.get()?.Role)) throw redirect({ to: '/Manage-Supply-Partner', replace: true })
  },
  loader: ({ context }) => {
    // Not awaited: the categories multi-select shows 'Loading...' until its list arrives.
    void context.queryClient.prefetchQuery(categoryQueries.selectable())
  },
  component: NewSupplierPage,
})
