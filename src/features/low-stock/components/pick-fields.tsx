import { NumberInput } from '@mantine/core'
import type { PartnerOption, PickError, ReorderPick } from '../reorder-picks'
import { PartnerSelect } from './partner-select'

/** A change of a ticked product: its quantity, or its vendor with the partner's details. */
export type PickChange = { quantity: number | string } | { vendor: PartnerOption | null }

/** Props of a ticked product's quantity and vendor fields. */
export interface PickFieldProps {
  pick: ReorderPick
  partners: readonly PartnerOption[]
  /** Shown once the buyer has tried to order (or, for a quantity, as soon as it is wrong). */
  error: PickError | undefined
  onChange: (change: PickChange) => void
  /** Cards show the labels; the table names the fields for screen readers only. */
  labelled?: boolean
}

/** The quantity to order of a ticked product: the suggestion, changed as the buyer likes. */
export function PickQuantity({ pick, error, onChange, labelled = false }: Omit<PickFieldProps, 'partners'>) {
  return (
    <NumberInput
      size="xs"
      w={labelled ? undefined : 92}
      label={labelled ? 'Quantity' : undefined}
      aria-label={labelled ? undefined : `Quantity of ${pick.row.Name}`}
      value={pick.quantity}
      onChange={(quantity) => onChange({ quantity })}
      min={0}
      decimalScale={3}
      allowNegative={false}
      error={error?.quantity}
    />
  )
}

/** The Active partner a ticked product is ordered from. */
export function PickVendor({ pick, partners, error, onChange, labelled = false }: PickFieldProps) {
  return (
    <PartnerSelect
      value={pick.vendorId}
      partners={partners}
      onChange={(vendor) => onChange({ vendor })}
      label={labelled ? 'Vendor' : undefined}
      ariaLabel={`Vendor for ${pick.row.Name}`}
      error={error?.vendor}
      w={labelled ? undefined : 190}
    />
  )
}
