import { and, asc, eq, ilike, or, sql } from 'drizzle-orm'
import { CATALOGUE_WRITERS } from '../../../src/shared/catalogue-access'
import { poLink } from '../../../src/shared/dashboard-links'
import { likePattern } from '../../../src/shared/list-query'
import { PO_READERS } from '../../../src/shared/po-access'
import { hasRole } from '../../../src/shared/roles'
import type { SearchHit, SearchQuery, SearchResults } from '../../../src/shared/search-schemas'
import type { Db } from '../../db/client'
import { categories, productSearch, products } from '../../db/schema/catalogue'
import { orders } from '../../db/schema/orders'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import { suppliers } from '../../db/schema/suppliers'
import type { Actor } from '../../lib/app-env'
import { visibleTo } from '../orders/read'

const byTitle = (a: SearchHit, b: SearchHit) => a.title.localeCompare(b.title)

/**
 * Products by name or SKU through product_search's trigram index (its key is lower(name) \x01
 * lower(sku)). Catalogue writers see every live product and open its form; everyone else sees
 * active products and opens the shop's page.
 */
async function productHits(db: Db, actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
  const writer = hasRole(actor.role, CATALOGUE_WRITERS)
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
  return rows
    .map((p) => ({
      kind: 'product' as const,
      id: String(p.id),
      title: p.name,
      subtitle: writer ? `SKU ${p.sku} · ${p.status}` : `SKU ${p.sku}`,
      href: writer ? `/Update-Product/${p.id}` : `/Product-Detail/${p.id}`,
    }))
    .sort(byTitle)
}

/** Categories by name or code. */
async function categoryHits(db: Db, actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
  const writer = hasRole(actor.role, CATALOGUE_WRITERS)
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
  return rows.map((c) => ({
    kind: 'category' as const,
    id: String(c.id),
    title: c.name,
    subtitle: c.code,
    href: writer ? `/Update-Category/${c.id}` : `/catalogue?category=${c.id}`,
  }))
}

/** POs by number or vendor name, for the roles that read POs. */
async function poHits(db: Db, actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
  if (!hasRole(actor.role, PO_READERS)) return []
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
  return rows
    .map((po) => ({
      kind: 'po' as const,
      id: po.id,
      title: po.number,
      subtitle: `${po.vendorName} · ${po.status}`,
      href: poLink(po.id),
    }))
    .sort(byTitle)
}

/** Orders by number: every order for the roles that oversee them, otherwise the user's own. */
async function orderHits(db: Db, actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
  const rows = await db
    .select({ id: orders.id, number: orders.number, status: orders.status })
    .from(orders)
    .where(and(eq(orders.tenantId, actor.tenantId), ilike(orders.number, likePattern(text)), visibleTo(actor)))
    .orderBy(asc(orders.number))
    .limit(limit)
  return rows.map((o) => ({
    kind: 'order' as const,
    id: o.id,
    title: o.number,
    subtitle: o.status,
    href: `/order_detail?OrderID=${o.id}`,
  }))
}

/** Supply partners by name (everyone signed in reads them). */
async function supplierHits(db: Db, actor: Actor, text: string, limit: number): Promise<SearchHit[]> {
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name, status: suppliers.status })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, actor.tenantId), ilike(suppliers.name, likePattern(text))))
    .orderBy(asc(suppliers.name))
    .limit(limit)
  return rows.map((s) => ({
    kind: 'supplier' as const,
    id: s.id,
    title: s.name,
    subtitle: s.status,
    href: `/Manage-Supply-Partner/${s.id}`,
  }))
}

/** GET search: each kind's first hits, scoped to the tenant and to what the role may see. */
export async function search(db: Db, actor: Actor, q: SearchQuery): Promise<SearchResults> {
  const hits: SearchHit[] = []
  for (const find of [productHits, categoryHits, poHits, orderHits, supplierHits]) {
    hits.push(...(await find(db, actor, q.q, q.limit)))
  }
  return { q: q.q, hits }
}
