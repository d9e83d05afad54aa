import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { likePattern } from '../../../src/shared/list-query'
import {
  PRODUCT_SORT_COLUMNS,
  type ProductListQuery,
  type ProductRow,
  withSubcategories,
} from '../../../src/shared/product-schemas'
import type { Db } from '../../db/client'
import { categories, productCounts, products } from '../../db/schema/catalogue'
import type { Actor } from '../../lib/app-env'
import { categoryJoin, liveProducts, type ProductRecord, productColumns, toProductRow } from './rows'

/** Sort keys of each column; each leads an index on (tenant_id, key) of live products. The id breaks ties. */
const SORT_KEYS: Record<(typeof PRODUCT_SORT_COLUMNS)[number], (AnyPgColumn | SQL)[]> = {
  Name: [products.name],
  SKU: [sql`lower(${products.sku})`],
  Price: [products.price],
  Stock: [products.stock],
  Status: [products.status, products.name],
  CategoryName: [categories.name, products.name],
  UpdatedAt: [products.updatedAt],
}

/**
 * The category and every category below it, within the tenant. UNION (not UNION ALL) drops ids
 * already found, so even a cycle in the tree would end the recursion.
 */
function categorySubtree(tenantId: string, categoryId: number): SQL {
  return sql`${products.categoryId} in (
    with recursive subtree(id) as (
      select root.id from categories root where root.id = ${categoryId} and root.tenant_id = ${tenantId}
      union
      select child.id from categories child join subtree on child.parent_id = subtree.id
      where child.tenant_id = ${tenantId}
    )
    select id from subtree
  )`
}

/** The list's filters: search on name and SKU (trigram indexes), category (or its subtree) and status. */
function filtersOf(tenantId: string, q: ProductListQuery): SQL[] {
  const filters: SQL[] = []
  if (q.search_txt) {
    const pattern = likePattern(q.search_txt)
    const match = or(ilike(products.name, pattern), ilike(products.sku, pattern))
    if (match) filters.push(match)
  }
  if (q.CategoryID !== undefined) {
    filters.push(withSubcategories(q) ? categorySubtree(tenantId, q.CategoryID) : eq(products.categoryId, q.CategoryID))
  }
  if (q.status) filters.push(eq(products.status, q.status))
  return filters
}

function orderOf(q: ProductListQuery): SQL[] {
  const direction = q.sSortDir_0 === 'desc' ? desc : asc
  const keys = SORT_KEYS[PRODUCT_SORT_COLUMNS[q.iSortCol_0] ?? 'Name']
  return [...keys.map((key) => direction(key)), direction(products.id)]
}

/** Every live product of the actor matching the list query, in the list's order (the CSV export). */
export function selectProducts(db: Db, actor: Actor, q: ProductListQuery): Promise<ProductRecord[]> {
  return db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, categoryJoin)
    .where(and(liveProducts(actor.tenantId), ...filtersOf(actor.tenantId, q)))
    .orderBy(...orderOf(q))
}

/**
 * A page of the actor's products with the tenant's total and the count matching the filters. The
 * page's ids are found first, joining categories only to sort by their name, so a deep page does
 * not join every row it skips.
 */
export async function listProducts(
  db: Db,
  actor: Actor,
  q: ProductListQuery,
): Promise<{ rows: ProductRow[]; total: number; filtered: number }> {
  const filters = filtersOf(actor.tenantId, q)
  const where = and(liveProducts(actor.tenantId), ...filters)
  const idQuery = db.select({ id: products.id }).from(products).$dynamic()
  if (PRODUCT_SORT_COLUMNS[q.iSortCol_0] === 'CategoryName') idQuery.leftJoin(categories, categoryJoin)
  const ids = (
    await idQuery
      .where(where)
      .orderBy(...orderOf(q))
      .limit(q.iDisplayLength)
      .offset(q.iDisplayStart)
  ).map((r) => r.id)
  const records =
    ids.length === 0
      ? []
      : await db
          .select(productColumns)
          .from(products)
          .leftJoin(categories, categoryJoin)
          .where(and(eq(products.tenantId, actor.tenantId), inArray(products.id, ids)))
  const byId = new Map(records.map((r) => [r.id, r]))
  const [total] = await db
    .select({ n: productCounts.live })
    .from(productCounts)
    .where(eq(productCounts.tenantId, actor.tenantId))
  const [filtered] = filters.length === 0 ? [total] : await db.select({ n: count() }).from(products).where(where)
  return {
    rows: ids.flatMap((id) => {
      const record = byId.get(id)
      return record ? [toProductRow(record)] : []
    }),
    total: total?.n ?? 0,
    filtered: filtered?.n ?? 0,
  }
}
