import * as v from 'valibot'
import { type Checked, checkWith } from '../../components/form-kit/schema-check'
import {
  type CreatePoFromLowStockInput,
  CreatePoFromLowStockSchema,
  type LowStockRow,
} from '../../shared/low-stock-schemas'
import { poQuantitySchema } from '../../shared/po-fields'

// What the buyer ticked on /Low-Stock, and how it becomes the create-po-from-low-stock request (one
// Draft PO per vendor) or the prefilled RFQ form. Pure: the screen keeps the state, this file the rules.

/** A supply partner a product may be ordered from (an Active one): what the vendor choice needs. */
export interface PartnerOption {
  id: string
  name: string
  billingAddress: string
  categories: ReadonlyArray<{ name: string }>
}

/** One product ticked for reorder: its row as listed, the quantity as typed, the vendor chosen. */
export interface ReorderPick {
  row: LowStockRow
  quantity: number | string
  vendorId: string | null
}

/** The ticked products by ProductID, in the order they were ticked; kept across pages and searches. */
export type ReorderPicks = ReadonlyMap<number, ReorderPick>

/** What is wrong with one ticked product: its quantity, or no vendor chosen. */
export interface PickError {
  quantity?: string
  vendor?: string
}

/** The message of a ticked product without a vendor. */
export const NO_VENDOR = 'Select a vendor'

/**
 * The vendor a product is ordered from unless the buyer chooses another: the first partner (by name)
 * that supplies the product's category, else the only Active partner there is, else none.
 */
export function defaultVendorId(row: Pick<LowStockRow, 'CategoryName'>, partners: readonly PartnerOption[]) {
  const supplying = partners.find(
    (partner) => row.CategoryName !== null && partner.categories.some((c) => c.name === row.CategoryName),
  )
  if (supplying) return supplying.id
  return partners.length === 1 ? (partners[0]?.id ?? null) : null
}

/** The partners listed, then those found by a search that the list does not hold. */
export function withFoundPartners(listed: readonly PartnerOption[], found: readonly PartnerOption[]): PartnerOption[] {
  return [...listed, ...found.filter((partner) => !listed.some((l) => l.id === partner.id))]
}

/** A fresh pick of a row: its suggested quantity and its default vendor. */
export const newPick = (row: LowStockRow, partners: readonly PartnerOption[]): ReorderPick => ({
  row,
  quantity: row.SuggestedQuantity,
  vendorId: defaultVendorId(row, partners),
})

/**
 * The picks after the selection of one page changed to `ids` (ProductIDs as text, as the table's
 * checkboxes give them): rows newly ticked are added with their defaults, rows unticked removed;
 * picks on other pages and the edits of rows still ticked are kept.
 */
export function withPageSelection(
  picks: ReorderPicks,
  rows: readonly LowStockRow[],
  ids: ReadonlySet<string>,
  partners: readonly PartnerOption[],
): ReorderPicks {
  const next = new Map(picks)
  for (const row of rows) {
    const on = ids.has(String(row.ProductID))
    if (!on) next.delete(row.ProductID)
    else if (!next.has(row.ProductID)) next.set(row.ProductID, newPick(row, partners))
  }
  return next
}

/** The picks with one product's quantity or vendor changed (nothing when it is not ticked). */
export function withPickChange(
  picks: ReorderPicks,
  productId: number,
  change: Partial<Pick<ReorderPick, 'quantity' | 'vendorId'>>,
): ReorderPicks {
  const pick = picks.get(productId)
  if (!pick) return picks
  return new Map(picks).set(productId, { ...pick, ...change })
}

/** Every ticked product ordered from one vendor. */
export function withVendorForAll(picks: ReorderPicks, vendorId: string): ReorderPicks {
  return new Map([...picks].map(([id, pick]) => [id, { ...pick, vendorId }]))
}

const quantityOf = (quantity: number | string) => v.safeParse(poQuantitySchema(), quantity)

/**
 * What stops the ticked products from being ordered, by ProductID: a quantity the PO line would
 * refuse and, for a PO (`needVendor`), a product without a vendor. Empty when all is well.
 */
export function pickErrors(picks: ReorderPicks, needVendor: boolean): Map<number, PickError> {
  const errors = new Map<number, PickError>()
  for (const [id, pick] of picks) {
    const quantity = quantityOf(pick.quantity)
    const error: PickError = {
      ...(quantity.success ? {} : { quantity: quantity.issues[0].message }),
      ...(needVendor && pick.vendorId === null ? { vendor: NO_VENDOR } : {}),
    }
    if (error.quantity || error.vendor) errors.set(id, error)
  }
  return errors
}

/** The vendors of the picks, each once, in the order first chosen: one Draft PO each. */
export function vendorsOf(picks: ReorderPicks): string[] {
  return [...new Set([...picks.values()].flatMap((pick) => (pick.vendorId === null ? [] : [pick.vendorId])))]
}

/** One Draft PO to be: the vendor and its products with their quantities, in the order ticked. */
export interface ReorderGroup {
  vendorId: string
  picks: ReorderPick[]
}

/** The picks grouped per vendor (picks without a vendor are left out: pickErrors names them). */
export function groupByVendor(picks: ReorderPicks): ReorderGroup[] {
  return vendorsOf(picks).map((vendorId) => ({
    vendorId,
    picks: [...picks.values()].filter((pick) => pick.vendorId === vendorId),
  }))
}

/** The Create PO dialog's fields. */
export interface ReorderFormValues {
  billingAddress: string
  deliveryAddress: string
  deliveryDate: string | null
}

/** The dialog's fields that show errors; anything else the check says is a toast. */
export const REORDER_FIELDS = ['billingAddress', 'deliveryAddress', 'deliveryDate'] as const

/**
 * The create-po-from-low-stock body: one PO per vendor with the poId the dialog made for it (so a
 * repeat makes nothing new), its lines, and the dialog's addresses and delivery date, checked with
 * the server's schema.
 */
export function reorderRequest(
  groups: readonly ReorderGroup[],
  poIds: ReadonlyMap<string, string>,
  values: ReorderFormValues,
): Checked<CreatePoFromLowStockInput> {
  return checkWith(
    CreatePoFromLowStockSchema,
    {
      pos: groups.map((group) => ({
        poId: poIds.get(group.vendorId),
        vendorId: group.vendorId,
        lines: group.picks.map((pick) => ({ ProductID: pick.row.ProductID, Quantity: pick.quantity })),
      })),
      billingAddress: values.billingAddress,
      deliveryAddress: values.deliveryAddress,
      deliveryDate: values.deliveryDate,
    },
    REORDER_FIELDS,
  )
}

/**
 * The Billing Address the dialog starts with: as the PO form does, the vendor's billing address,
 * when every chosen vendor has the same one; blank otherwise.
 */
export function defaultBillingAddress(vendorIds: readonly string[], partners: readonly PartnerOption[]): string {
  const addresses = new Set(vendorIds.map((id) => partners.find((p) => p.id === id)?.billingAddress ?? ''))
  const [only] = addresses
  return addresses.size === 1 && only !== undefined ? only : ''
}

/** The day `days` after a YYYY-MM-DD day. */
export function daysAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * `/Create-New-RFQ?products=<id>,<id>&qty=<n>,<n>`: the RFQ form prefilled with the ticked products
 * and their quantities, in the same order (the parameter shape agreed with the RFQ form).
 */
export function rfqPrefillHref(picks: ReorderPicks): string {
  const chosen = [...picks.values()]
  const products = chosen.map((pick) => pick.row.ProductID).join(',')
  const qty = chosen.map((pick) => Number(pick.quantity)).join(',')
  return `/Create-New-RFQ?products=${products}&qty=${qty}`
}
