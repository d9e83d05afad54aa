import { Button, Group, Paper, Select, TextInput } from '@mantine/core'
import { useState } from 'react'
import { SearchField } from '../../../components/search-field'
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/order-status'
import type { OrderListSearch } from '../list-search'

/** Props of the order filter bar. */
export interface OrderFiltersProps {
  search: OrderListSearch
  onChange: (patch: Partial<OrderListSearch>) => void
}

/** Order number search, status, and the placed-between dates of /orders; every value lives in the URL. */
export function OrderFilters({ search, onChange }: OrderFiltersProps) {
  const [resets, setResets] = useState(0)
  const filtered = Boolean(search.q || search.status || search.from || search.to)
  const reset = () => {
    setResets((n) => n + 1)
    onChange({ q: undefined, status: undefined, from: undefined, to: undefined })
  }
  return (
    <Paper withBorder radius="md" p="sm">
      <Group align="flex-end" gap="sm">
        <SearchField
          key={resets}
          label="Order number"
          placeholder="ORD-2026-000123"
          value={search.q ?? ''}
          onSearch={(q) => onChange({ q })}
        />
        <Select<OrderStatus>
          label="Status"
          placeholder="All statuses"
          data={ORDER_STATUSES}
          value={search.status ?? null}
          onChange={(status) => onChange({ status: status ?? undefined })}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear status filter' }}
          w={{ base: '100%', xs: 190 }}
        />
        <TextInput
          label="Placed from"
          type="date"
          value={search.from ?? ''}
          max={search.to}
          onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          label="Placed to"
          type="date"
          value={search.to ?? ''}
          min={search.from}
          onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
          w={{ base: '100%', xs: 170 }}
        />
        {filtered ? (
          <Button variant="subtle" onClick={reset}>
            Reset filters
          </Button>
        ) : null}
      </Group>
    </Paper>
  )
}
