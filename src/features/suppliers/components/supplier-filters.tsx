import { Button, Group, Paper, Select } from '@mantine/core'
import { useState } from 'react'
import { SearchField } from '../../../components/search-field'
import { SUPPLIER_STATUSES, type SupplierStatus } from '../../../shared/supplier-status'
import type { SupplierListSearch } from '../list-search'

/** Search (name, GSTIN or e-mail) and status filters of /Manage-Supply-Partner; every value lives in the URL. */
export function SupplierFilters({
  search,
  onChange,
}: {
  search: SupplierListSearch
  onChange: (patch: Partial<SupplierListSearch>) => void
}) {
  const [resets, setResets] = useState(0)
  const reset = () => {
    setResets((n) => n + 1)
    onChange({ q: undefined, status: undefined })
  }
  return (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-end" gap="sm">
        <SearchField
          key={resets}
          label="Search"
          placeholder="Name, GSTIN or e-mail"
          value={search.q ?? ''}
          onSearch={(q) => onChange({ q })}
        />
        <Select<SupplierStatus>
          label="Status"
          placeholder="All statuses"
          data={SUPPLIER_STATUSES}
          value={search.status ?? null}
          onChange={(status) => onChange({ status: status ?? undefined })}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear status filter' }}
          w={{ base: '100%', xs: 210 }}
        />
        {search.q || search.status ? (
          <Button variant="subtle" onClick={reset}>
            Reset filters
          </Button>
        ) : null}
      </Group>
    </Paper>
  )
}
