import type { DropdownOption } from '../../components/labelled-dropdown'
import {
  CATALOGUE_GST_RATES,
  CATALOGUE_STATUSES,
  CURRENCIES,
  gstLabel,
  UNITS_OF_MEASUREMENT,
} from '../../shared/catalogue-enums'

/** Status options (spec point 3). */
export const STATUS_OPTIONS: DropdownOption[] = CATALOGUE_STATUSES.map((status) => ({ id: status, name: status }))
/** Tax percentage options: 18%, 12%, 10%. */
export const TAX_OPTIONS: DropdownOption[] = CATALOGUE_GST_RATES.map((rate) => ({
  id: String(rate),
  name: gstLabel(rate),
}))
/** Units of measurement: uom, pieces, boxes. */
export const UNIT_OPTIONS: DropdownOption[] = UNITS_OF_MEASUREMENT.map((unit) => ({ id: unit, name: unit }))
/** Currencies: INR only. */
export const CURRENCY_OPTIONS: DropdownOption[] = CURRENCIES.map((currency) => ({ id: currency, name: currency }))
