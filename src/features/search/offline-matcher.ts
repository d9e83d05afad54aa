import * as v from 'valibot'
import type { Role } from '../../shared/roles'
import {
  byTitle,
  categoryHit,
  keepsCatalogue,
  orderHit,
  poHit,
  productHit,
  rfqHit,
  searchKindsFor,
  supplierHit,
} from '../../shared/search-hits'
import { SEARCH_KINDS, type SearchHit, type SearchKind } from '../../shared/search-schemas'

// The spotlight's search while offline: the same hits as the server's search (src/shared/search-hits.ts),
// found in what the query cache holds (list pages and detail answers the user opened before). Pure:
// it gets the cache's data, never the cache.

/** The records a cached answer holds: a list page's rows, a list's items, or the one record of a detail. */
function recordsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data
  if (typeof data === 'object' && data !== null && 'data' in data && Array.isArray(data.data)) return data.data
  return [data]
}

/** A record read: the text to match, the hit it makes, and whether the reader may see it. */
interface Read {
  fields: string[]
  hit: SearchHit
  visible: boolean
}

/** Reads a record of one kind; null when the record is not of that kind. */
type Reader = (record: unknown, writer: boolean) => Read | null

/** A reader of records of one shape (the fields the API sends). */
function reader<T extends v.GenericSchema>(
  schema: T,
  read: (record: v.InferOutput<T>, writer: boolean) => Read,
): Reader {
  return (record, writer) => {
    const parsed = v.safeParse(schema, record)
    return parsed.success ? read(parsed.output, writer) : null
  }
}

/** How each kind is read from a cached record, matched (the server's fields) and shown. */
const READERS: Record<SearchKind, Reader> = {
  product: reader(
    v.object({ ProductID: v.number(), Name: v.string(), SKU: v.string(), Status: v.string() }),
    (p, writer) => ({
      fields: [p.Name, p.SKU],
      hit: productHit({ id: p.ProductID, name: p.Name, sku: p.SKU, status: p.Status }, writer),
      visible: writer || p.Status === 'Active',
    }),
  ),
  category: reader(
    v.object({ CategoryID: v.number(), CategoryName: v.string(), CategoryCode: v.string(), Status: v.string() }),
    (c, writer) => ({
      fields: [c.CategoryName, c.CategoryCode],
      hit: categoryHit({ id: c.CategoryID, name: c.CategoryName, code: c.CategoryCode }, writer),
      visible: writer || c.Status === 'Active',
    }),
  ),
  po: reader(
    v.object({ poId: v.string(), poNumber: v.string(), vendorName: v.string(), status: v.string() }),
    (po) => ({
      fields: [po.poNumber, po.vendorName],
      hit: poHit({ id: po.poId, number: po.poNumber, vendorName: po.vendorName, status: po.status }),
      visible: true,
    }),
  ),
  order: reader(v.object({ OrderID: v.string(), OrderNumber: v.string(), Status: v.string() }), (o) => ({
    fields: [o.OrderNumber],
    hit: orderHit({ id: o.OrderID, number: o.OrderNumber, status: o.Status }),
    visible: true,
  })),
  supplier: reader(v.object({ id: v.string(), name: v.string(), status: v.string() }), (s) => ({
    fields: [s.name],
    hit: supplierHit(s),
    visible: true,
  })),
  rfq: reader(v.object({ RFQID: v.string(), rfqNumber: v.string(), title: v.string(), status: v.string() }), (r) => ({
    fields: [r.rfqNumber, r.title],
    hit: rfqHit({ id: r.RFQID, number: r.rfqNumber, title: r.title, status: r.status }),
    visible: true,
  })),
}

/** One cached answer: its data and when it arrived (ms). */
export interface CachedAnswer {
  data: unknown
  updatedAt: number
}

/** The cached answers of each kind's queries (its feature's query-key family). */
export type CachedAnswers = Partial<Record<SearchKind, readonly CachedAnswer[]>>

/**
 * The hits for `text` among cached answers, as the server would give them to `role`: the kinds the
 * role may see, each record once (the newest answer wins when a record sits in several), matched
 * case-insensitively on the same fields (product name or SKU, category name or code, PO number or
 * vendor, order number, partner name, RFQ number or title), up to `limit` of each kind in title order.
 */
export function matchCached(cached: CachedAnswers, text: string, role: Role, limit: number): SearchHit[] {
  const needle = text.trim().toLowerCase()
  if (needle === '') return []
  const kinds = searchKindsFor(role)
  const writer = keepsCatalogue(role)
  const hits: SearchHit[] = []
  for (const kind of SEARCH_KINDS) {
    if (!kinds.has(kind)) continue
    // Each record as its newest answer has it (a renamed product no longer matches its old name).
    const latest = new Map<string, Read>()
    const answers = [...(cached[kind] ?? [])].sort((a, b) => a.updatedAt - b.updatedAt)
    for (const answer of answers) {
      for (const record of recordsOf(answer.data)) {
        const read = READERS[kind](record, writer)
        if (read) latest.set(read.hit.id, read)
      }
    }
    const found = [...latest.values()].filter(
      (r) => r.visible && r.fields.some((field) => field.toLowerCase().includes(needle)),
    )
    hits.push(
      ...found
        .map((r) => r.hit)
        .sort(byTitle)
        .slice(0, limit),
    )
  }
  return hits
}
