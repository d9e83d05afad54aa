import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { LOCKED_FIELD_STYLES } from '../../../../components/locked-field-styles'
import { offeredOptions, useSearchOutcome } from '../../../../lib/device-matches'
import type { Supplier } from '../../../../shared/supplier-schemas'
import { activePartnersOnDevice } from '../../../suppliers/active-on-device'
import { supplierQueries } from '../../../suppliers/queries'

/** Props of the vendor select: the value is the vendor's id. */
export interface VendorSelectProps {
  value: string | null
  /** The vendor a stored PO names, shown even when it is not among the active partners found. */
  stored?: { id: string; name: string }
  onChange: (vendorId: string | null, vendor: Supplier | null) => void
  onFocus?: () => void
  onBlur?: () => void
  error?: ReactNode
  disabled?: boolean
}

/** How many matches the menu lists; typing narrows them on the server. */
const MATCHES = 50

/**
 * Vendor Name: a searchable, clearable select of the tenant's Active supply partners, searched on
 * the server as the user types (only an Active partner can receive a PO). When the server cannot be
 * reached, the Active partners the device has are searched instead.
 */
export function VendorSelect({ value, stored, onChange, disabled = false, ...field }: VendorSelectProps) {
  const [search, setSearch] = useState('')
  const [picked, setPicked] = useState<Supplier | null>(null)
  const selectedName = picked?.id === value ? picked.name : stored?.id === value ? stored.name : undefined
  // Once a vendor is chosen the search box shows its name; that is not a search.
  const [term] = useDebouncedValue(search === selectedName ? '' : search.trim(), 250)
  const vendors = useQuery({
    ...supplierQueries.active({ search: term, length: MATCHES }),
    enabled: !disabled,
    placeholderData: keepPreviousData,
  })
  const outcome = useSearchOutcome(vendors, term, activePartnersOnDevice(MATCHES))
  const found = outcome.rows ?? []
  const extra = [picked, stored].filter(
    (v): v is { id: string; name: string } & Partial<Supplier> =>
      v !== null && v !== undefined && v.id === value && !found.some((f) => f.id === v.id),
  )
  const data = [...extra.slice(0, 1), ...found].map((vendor) => ({ value: vendor.id, label: vendor.name }))

  return (
    <Select
      {...field}
      label="Vendor Name:"
      placeholder={disabled ? undefined : vendors.isPending ? 'Loading...' : 'Search Active supply partners'}
      data={offeredOptions(data, outcome.fromDevice)}
      value={value}
      onChange={(id) => {
        const vendor = found.find((f) => f.id === id) ?? null
        setPicked(vendor)
        onChange(id, vendor)
      }}
      searchable
      clearable={!disabled}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={
        vendors.isFetching
          ? 'Searching...'
          : outcome.fromDevice
            ? 'No Active supply partner on this device matches'
            : 'No Active supply partner matches'
      }
      maxDropdownHeight={300}
      comboboxProps={{ zIndex: 1000 }}
      disabled={disabled}
      styles={disabled ? LOCKED_FIELD_STYLES : undefined}
      required={!disabled}
      clearButtonProps={{ 'aria-label': 'Clear Vendor Name' }}
    />
  )
}
