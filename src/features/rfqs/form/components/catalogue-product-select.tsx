import { Select } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { offeredOptions, useSearchOutcome } from '../../../../lib/device-matches'
import { rfqQueries } from '../../queries'
import { activeProductsOnDevice } from '../active-products-on-device'

/** How many products the picker lists (as many as the server's picker query). */
const MATCHES = 20

/** Props of an item's catalogue picker: the picked product (id and name) and what happens on a pick or a clear. */
export interface CatalogueProductSelectProps {
  row: number
  productId: number | null
  productName: string
  onPick: (productId: number | null) => void
  loading: boolean
  error?: React.ReactNode
}

/**
 * A searchable select over the catalogue's Active products (get-all-products, by name or SKU as
 * typed); picking one fills the item from it, clearing it leaves a free-text item. When the server
 * cannot be reached, the Active products the device has are searched instead.
 */
export function CatalogueProductSelect({
  row,
  productId,
  productName,
  onPick,
  loading,
  error,
}: CatalogueProductSelectProps) {
  const [search, setSearch] = useState('')
  // The catalogue is asked only once the list is opened (a form of many rows loads nothing up front).
  const [opened, setOpened] = useState(false)
  const picked = productId === null ? null : String(productId)
  // While the picked product's name shows in the box, the whole catalogue is offered, not that name.
  const typed = picked !== null && search === productName ? '' : search.trim()
  const [debounced] = useDebouncedValue(typed, 250)
  const products = useQuery({
    ...rfqQueries.catalogueProducts(debounced),
    enabled: opened,
    placeholderData: keepPreviousData,
  })
  const outcome = useSearchOutcome(products, debounced, activeProductsOnDevice(MATCHES))
  const options = (outcome.rows ?? []).map((p) => ({
    value: String(p.ProductID),
    label: `${p.Name} (${p.SKU})`,
  }))
  const data =
    picked !== null && !options.some((o) => o.value === picked)
      ? [{ value: picked, label: productName }, ...options]
      : options
  return (
    <Select
      label="Catalogue Product:"
      description="Optional: pick a product to fill the item, or type a free-text item below."
      placeholder="Search the catalogue by name or SKU"
      aria-label={`Catalogue search for item ${row}`}
      data={offeredOptions(data, outcome.fromDevice)}
      value={picked}
      onChange={(value) => onPick(value === null ? null : Number(value))}
      onDropdownOpen={() => setOpened(true)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      clearable
      nothingFoundMessage={
        products.isError && !outcome.fromDevice
          ? 'The catalogue could not be loaded'
          : outcome.fromDevice && !products.isFetching
            ? 'No Active product on this device matches'
            : products.isFetching
              ? 'Searching...'
              : 'No Active product matches'
      }
      disabled={loading}
      error={error}
      comboboxProps={{ zIndex: 1000 }}
    />
  )
}
