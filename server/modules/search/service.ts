import { and, asc, eq, ilike, or, sql } from 'drizzle-orm'
import { likePattern } from '../../../src/shared/list-query'
import { effectiveRfqStatus } from '../../../src/shared/rfq-status'
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
} from '../../../src/shared/search-hits'
import {
  SEARCH_KINDS,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchResults,
} from '../../../src/shared/search-schemas'
import type { Db } from '../../db/client'
import { categories, productSearch, products } from '../../db/schema/catalogue'
import { orders } from '../../db/schema/orders'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import { rfqs } from '../../db/schema/rfqs'
import { suppliers } from '../../db/schema/suppliers'
import type { Actor } from '../../lib/app-env'
import { visibleTo } from '../orders/read'

/**
 * Products by name or SKU through product_search's trigram index (its key is lower(name) \x01
 * lower(sku)). Catalogue writers see every live product and open its form; everyone else sees
 * active products and opens the shop's page.
 */
async function productHits(db: Db, actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
  const writer = keepsCatalogue(actor.role)
  const rows = await db
    .select({ id: products.id, name: products.name, sku: products.sku, status: products.status })
    .from(productSearch)
    .innerJoin(products, eq(products.id, productSearch.productId))
    .where(
      and(
        eq(productSearch.tenantId, actor.tenantId),
        sql`${productSearch.key} like ${likePattern(text.toLowerCase())}`,
        writer ? undefined : eq(products.status, 'Active'),
      ),
    )
    .limit(limit)
  return rows.map((p) => productHit(p, writer)).sort(byTitle)
}

/** Categories by name or code. */
async function categoryHits(db: Db, actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
  const writer = keepsCatalogue(actor.role)
  const pattern = likePattern(text)
  const rows = await db
    .select({ id: categories.id, name: categories.name, code: categories.code })
    .from(categories)
    .where(
      and(
        eq(categories.tenantId, actor.tenantId),
        or(ilike(categories.name, pattern), ilike(categories.code, pattern)),
        writer ? undefined : eq(categories.status, 'Active'),
      ),
    )
    .orderBy(asc(categories.name))
    .limit(limit)
  return rows.map((c) => categoryHit(c, writer))
}

/** POs by number or vendor name (for the roles that read POs: `search` asks only for those). */
async function poHits(db: Db, actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
  const pattern = likePattern(text)
  const rows = await db
    .select({
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      vendorName: purchaseOrders.vendorName,
      status: purchaseOrders.status,
    })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.tenantId, actor.tenantId),
        or(ilike(purchaseOrders.number, pattern), ilike(purchaseOrders.vendorName, pattern)),
      ),
    )
    .limit(limit)
  return rows.map(poHit).sort(byTitle)
}

/** Orders by number: every order for the roles that oversee them, otherwise the user's own. */
async function orderHits(db: Db, actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
  const rows = await db
    .select({ id: orders.id, number: orders.number, status: orders.status })
    .from(orders)
    .where(and(eq(orders.tenantId, actor.tenantId), ilike(orders.number, likePattern(text)), visibleTo(actor)))
    .orderBy(asc(orders.number))
    .limit(limit)
  return rows.map(orderHit)
}

/** Supply partners by name (everyone signed in reads them). */
async function supplierHits(db: Db, actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name, status: suppliers.status })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, actor.tenantId), ilike(suppliers.name, likePattern(text))))
    .orderBy(asc(suppliers.name))
    .limit(limit)
  return rows.map(supplierHit)
}

/**
 * RFQs by number or title through rfqs' trigram indexes (for the roles that read RFQs: `search`
 * asks only for those), with the status as it reads at `now`.
 */
async function rfqHits(db: Db, actor: Actor, text: string, limit: number, now: Date): Promise<SearchHit[]> {
  const pattern = likePattern(text)
  const rows = await db
    .select({ id: rfqs.id, number: rfqs.number, title: rfqs.title, status: rfqs.status, deadline: rfqs.deadline })
    .from(rfqs)
    .where(and(eq(rfqs.tenantId, actor.tenantId), or(ilike(rfqs.number, pattern), ilike(rfqs.title, pattern))))
    .limit(limit)
  return rows.map((r) => rfqHit({ ...r, status: effectiveRfqStatus(r.status, r.deadline, now) })).sort(byTitle)
}

type Finder = (db: Db, actor: Actor, text: string, limit: number, now: Date) => Promise<SearchHit[]>

/** Each kind's finder, asked in the order of SEARCH_KINDS. */
const FINDERS: Record<SearchKind, Finder> = {
  product: productHits,
  category: categoryHits,
  po: poHits,
  order: orderHits,
  supplier: supplierHits,
  rfq: rfqHits,
}

/**
 * GET search: each kind's first hits, scoped to the tenant and to the kinds the role may see
 * (src/shared/search-hits.ts). `now` decides whether a Sent RFQ reads as Closed for bids.
 */
export async function search(db: Db, actor: Actor, q: SearchQuery, now = new Date()): Promise<SearchResults> {
  const kinds = searchKindsFor(actor.role)
  const hits: SearchHit[] = []
  for (const kind of SEARCH_KINDS) {
    if (kinds.has(kind)) hits.push(...(await FINDERS[kind](db, actor, q.q, q.limit, now)))
  }
  return { q: q.q, hits }
}
