import * as v from 'valibot'
import { api, dataOf } from '../../lib/api-client'
import { type ProductListQuery, ProductRowSchema, ProductSchema } from '../../shared/product-schemas'
import type { RfqListQuery } from '../../shared/rfq-list-query'
import { RfqDetailSchema, RfqRowSchema } from '../../shared/rfq-read-schemas'
import type { SaveRfqInput } from '../../shared/rfq-schemas'
import type { RfqManualStatus } from '../../shared/rfq-status'

/** GET get-all-rfq: one page of RFQs (spec point 7: status, iDisplayStart, iDisplayLength). */
export function fetchRfqs(query: RfqListQuery, signal?: AbortSignal) {
  return api.list('get-all-rfq', RfqRowSchema, { query, signal })
}

/** GET view-rfq-by-id: one RFQ with its items, partners, POs and audit trail. */
export async function fetchRfq(RFQID: string, signal?: AbortSignal) {
  return dataOf(await api.get('view-rfq-by-id', RfqDetailSchema, { query: { RFQID }, signal }))
}

/** POST request-for-quotation: saves a Draft (the client's RFQID; the same id edits it), or sends it with `send`. */
export async function saveRfq(body: SaveRfqInput) {
  const answer = await api.post('request-for-quotation', RfqDetailSchema, { body })
  return { rfq: dataOf(answer), message: answer.msg }
}

/** POST send-rfq: sends a saved Draft (through the RfQ workflow when it is On). */
export async function sendRfq(RFQID: string) {
  const answer = await api.post('send-rfq', RfqDetailSchema, { body: { RFQID } })
  return { rfq: dataOf(answer), message: answer.msg }
}

/** POST update-rfq-status: close for bids early, start evaluating or cancel, with remarks. */
export async function updateRfqStatus(body: { RFQID: string; status: RfqManualStatus; remarks: string }) {
  const answer = await api.post('update-rfq-status', RfqDetailSchema, { body })
  return { rfq: dataOf(answer), message: answer.msg }
}

/** A partner get-rfq-suggested-partners names. */
const SuggestedPartnerSchema = v.object({
  supplierId: v.string(),
  name: v.string(),
  contactPerson: v.string(),
  email: v.string(),
  phone: v.string(),
})

/** GET get-rfq-suggested-partners: the Active partners that supply a category of the catalogue products. */
export async function fetchSuggestedPartners(productIds: readonly number[], signal?: AbortSignal) {
  return dataOf(
    await api.get('get-rfq-suggested-partners', v.array(SuggestedPartnerSchema), {
      query: { productId: productIds.join(',') },
      signal,
    }),
  )
}

/** GET get-all-products: one page of catalogue products, for an item's product picker. */
export function fetchCatalogueProducts(query: ProductListQuery, signal?: AbortSignal) {
  return api.list('get-all-products', ProductRowSchema, { query, signal })
}

/** GET get-product-by-id: the product an item is filled from (name, description, unit, cost price). */
export async function fetchCatalogueProduct(ProductID: number, signal?: AbortSignal) {
  return dataOf(await api.get('get-product-by-id', ProductSchema, { query: { ProductID }, signal }))
}
