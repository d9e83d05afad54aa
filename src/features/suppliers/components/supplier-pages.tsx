import { Stack } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { PageHeader } from '../../../components/page-header'
import { useSessionUser } from '../../../lib/session-store'
import { canEditSuppliers } from '../../../shared/supplier-status'
import { supplierQueries } from '../queries'
import { SupplierForm } from './supplier-form'

/** /New-Supply-Partner: an empty partner form. */
export function NewSupplierPage() {
  return (
    <Stack gap="md">
      <PageHeader
        title="New Supply Partner"
        description="Register a vendor. It starts as Pending Onboarding until an approver activates it."
      />
      <SupplierForm mode="create" />
    </Stack>
  )
}

/** /Manage-Supply-Partner/{id}: the stored partner in the form; read-only for roles that may not edit. */
export function EditSupplierPage({ id }: { id: string }) {
  const { data: supplier } = useSuspenseQuery(supplierQueries.detail(id))
  const editable = canEditSuppliers(useSessionUser()?.Role)
  return (
    <Stack gap="md">
      <PageHeader
        title={editable ? 'Edit Supply Partner' : supplier.name}
        description={`${supplier.name}${supplier.gstin ? ` · GSTIN ${supplier.gstin}` : ''}`}
      />
      <SupplierForm key={supplier.version} mode={editable ? 'edit' : 'view'} supplier={supplier} />
    </Stack>
  )
}
