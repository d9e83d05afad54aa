import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { offeredOptions, useSearchOutcome } from '../../../lib/device-matches'
import { activePartnersOnDevice } from '../../suppliers/active-on-device'
import { supplierQueries } from '../../suppliers/queries'
import type { PartnerOption } from '../reorder-picks'

/** How many partners a search lists. */
const MATCHES = 50

/** Props of the partner select: the value is the partner's id. */
export interface PartnerSelectProps {
  value: string | null
  /** The Active partners known already (the first page by name, and any found by a search). */
  partners: readonly PartnerOption[]
  /** The partner chosen, with its details (a search may find one the page did not know). */
  onChange: (partner: PartnerOption | null) => void
  label?: string
  ariaLabel?: string
  error?: string
  w?: number
}

/**
 * A searchable select of the tenant's Active supply partners: the known ones at once, and as the
 * user types, the matches the server finds (a tenant may have more partners than one page), or when
 * the server cannot be reached, those the device has.
 */
export function PartnerSelect({ value, partners, onChange, label, ariaLabel, error, w }: PartnerSelectProps) {
  const [search, setSearch] = useState('')
  const chosenName = partners.find((partner) => partner.id === value)?.name
  const [term] = useDebouncedValue(search === chosenName ? '' : search.trim(), 250)
  const found = useQuery({
    ...supplierQueries.active({ search: term, length: MATCHES }),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  })
  const outcome = useSearchOutcome(found, term, activePartnersOnDevice(MATCHES))
  const listed = term === '' ? partners : (outcome.rows ?? partners)
  const chosen = partners.filter((partner) => partner.id === value && !listed.some((l) => l.id === partner.id))
  const options = [...chosen, ...listed]
  return (
    <Select
      size="xs"
      w={w}
      label={label}
      aria-label={label ? undefined : ariaLabel}
      placeholder="Choose a vendor"
      data={offeredOptions(
        options.map((partner) => ({ value: partner.id, label: partner.name })),
        term !== '' && outcome.fromDevice,
      )}
      value={value}
      onChange={(id) => onChange(options.find((partner) => partner.id === id) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={found.isFetching ? 'Searching...' : 'No Active supply partner matches'}
      error={error}
    />
  )
}
