import { MAX_RFQ_ITEMS } from '../../../shared/rfq-schemas'

/** One product to prefill: its catalogue id and the quantity asked for ('' when none was given or it was not a number). */
export interface PrefillLine {
  productId: number
  quantity: string
}

/** What `?products=&qty=` asks for: the lines to fill, and the ids that were left out, as written. */
export interface Prefill {
  lines: PrefillLine[]
  ignored: string[]
}

const ID_RE = /^[1-9]\d{0,9}$/
const QUANTITY_RE = /^\d{1,9}(\.\d{1,3})?$/

const parts = (list: string | undefined) => (list ?? '').split(',').map((part) => part.trim())

/**
 * Reads `/Create-New-RFQ?products=<id>,<id>&qty=<n>,<n>` (the low stock screen's link): product ids
 * and quantities in the same order. An id that is not a catalogue id, or is listed again, is left out
 * (and named, for the notice); a missing or bad quantity leaves the row's quantity empty. At most
 * MAX_RFQ_ITEMS lines.
 */
export function parsePrefill(products: string | undefined, qty: string | undefined): Prefill {
  const quantities = parts(qty)
  const lines: PrefillLine[] = []
  const ignored: string[] = []
  parts(products).forEach((raw, index) => {
    if (raw === '') return
    const productId = Number(raw)
    if (!ID_RE.test(raw) || lines.some((line) => line.productId === productId) || lines.length >= MAX_RFQ_ITEMS) {
      ignored.push(raw)
      return
    }
    const quantity = quantities[index] ?? ''
    lines.push({ productId, quantity: QUANTITY_RE.test(quantity) && Number(quantity) > 0 ? quantity : '' })
  })
  return { lines, ignored }
}

/**
 * What the notice says about the products left out (a bad id, one listed twice or beyond the item limit,
 * one the catalogue does not have or that could not be loaded); null when none were.
 */
export function ignoredNotice(ignored: readonly string[]): string | null {
  if (ignored.length === 0) return null
  const list = ignored.map((id) => (id.length > 20 ? `${id.slice(0, 20)}…` : id)).join(', ')
  return `${ignored.length === 1 ? 'Product' : 'Products'} ${list} left out: not in the catalogue, listed twice, beyond ${MAX_RFQ_ITEMS} items or not loaded.`
}
