/** Purchase Type options (spec point 5). */
export const PURCHASE_TYPES = ['CAPEX', 'OPEX', 'Service', 'Goods'] as const
export type PurchaseType = (typeof PURCHASE_TYPES)[number]

/** Shipping Mode options (spec point 5). */
export const SHIPPING_MODES = ['Air', 'Road', 'Courier', 'NA'] as const
export type ShippingMode = (typeof SHIPPING_MODES)[number]

/** Inco Terms options (spec point 5). */
export const INCO_TERMS = ['FOB', 'CIF'] as const
export type IncoTerm = (typeof INCO_TERMS)[number]

/** GST rates of a PO line, in percent (spec points 5 and 9). */
export const PO_GST_RATES = [0, 5, 10, 12, 18] as const
export type PoGstRate = (typeof PO_GST_RATES)[number]

/** The GST options as the form shows and sends them: '0%' ... '18%'. */
export const PO_GST_OPTIONS = PO_GST_RATES.map((rate) => `${rate}%`)

/** Default GST of a new line (spec point 9). */
export const DEFAULT_PO_GST = '18%'

/** Units of measure every tenant starts with (spec point 3 examples plus common ones). */
export const DEFAULT_UNITS_OF_MEASURE = ['Nos', 'Kg', 'mm', 'Liter', 'pcs', 'Box'] as const

/** The limits of the Value Range filter (spec point 5). */
export const PO_VALUE_RANGE = { min: 0, max: 99_999 } as const

/** PO list page size (spec point 9). */
export const PO_PAGE_SIZE = 10
