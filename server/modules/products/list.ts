import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { likePattern } from '../../../src/shared/list-query'
import { type ProductListQuery, type ProductRow, withSubcategories } from '../../../src/shared/product-schemas'
import { PRODUCT_SORT_COLUMNS } from '../../../src/shared/sort-columns'
import type { Db } from '../../db/client'
import { categories, productCounts, productSearch, products } from '../../db/schema/catalogue'
import { cartItems } from '../../db/schema/orders'
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

/** Separates name and SKU in product_search.key; a search containing it is matched with ILIKE instead. */
const KEY_SEPARATOR = '\x01'

/**
 * The product_search rows matching a search: key LIKE lower(pattern) matches exactly the live
 * products whose name or SKU ILIKE the pattern (migration 0011), through the key's trigram index.
 * Undefined for a search the key cannot answer (one holding the separator).
 */
function searchKeyMatch(tenantId: string, search: string): SQL | undefined {
  if (search.includes(KEY_SEPARATOR)) return undefined
  return and(eq(productSearch.tenantId, tenantId), sql`${productSearch.key} like lower(${likePattern(search)})`)
}

/** The list's filters: search on name and SKU (product_search), category (or its subtree), status, no image, in a cart. */
function filtersOf(tenantId: string, q: ProductListQuery): SQL[] {
  const filters: SQL[] = []
  if (q.search_txt) {
    const match = searchKeyMatch(tenantId, q.search_txt)
    const pattern = likePattern(q.search_txt)
    const search = match
      ? sql`${products.id} in (select ${productSearch.productId} from ${productSearch} where ${match})`
      : or(ilike(products.name, pattern), ilike(products.sku, pattern))
    if (search) filters.push(search)
  }
  if (q.CategoryID !== undefined) {
    filters.push(withSubcategories(q) ? categorySubtree(tenantId, q.CategoryID) : eq(products.categoryId, q.CategoryID))
  }
  if (q.status) filters.push(eq(products.status, q.status))
  if (q.images === 'none') filters.push(sql`${products.images} = '[]'::jsonb`)
  if (q.inCarts === 'yes') {
    filters.push(
      sql`exists (select 1 from ${cartItems} where ${cartItems.tenantId} = ${tenantId} and ${cartItems.productId} = ${products.id})`,
    )
  }
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

/** The product_search condition of a list whose only filter is a search it can answer. */
function searchOnly(actor: Actor, q: ProductListQuery): SQL | undefined {
  if (!q.search_txt || q.CategoryID !== undefined || q.status || q.images || q.inCarts) return undefined
  return searchKeyMatch(actor.tenantId, q.search_txt)
}

/** The ids of a page, in the list's order; categories are joined only to sort by their name. */
async function pageIds(db: Db, where: SQL | undefined, q: ProductListQuery): Promise<number[]> {
  const idQuery = db.select({ id: products.id }).from(products).$dynamic()
  if (PRODUCT_SORT_COLUMNS[q.iSortCol_0] === 'CategoryName') idQuery.leftJoin(categories, categoryJoin)
  const rows = await idQuery
    .where(where)
    .orderBy(...orderOf(q))
    .limit(q.iDisplayLength)
    .offset(q.iDisplayStart)
  return rows.map((r) => r.id)
}

/**
 * The page ids and the filtered count of a search-only list, from product_search: its rows are
 * narrow and its key is lower-cased already, so a broad search (thousands of matches) rechecks
 * and counts far less than ILIKE over products. Sorted by name, one query gives both (a window
 * count over the matches beside the first rows); sorted otherwise, products give the page.
 */
async function searchPage(
  db: Db,
  match: SQL | undefined,
  where: SQL | undefined,
  q: ProductListQuery,
): Promise<{ ids: number[]; filtered: number }> {
  const countMatches = async () => {
    const [row] = await db.select({ n: count() }).from(productSearch).where(match)
    return row?.n ?? 0
  }
  if ((PRODUCT_SORT_COLUMNS[q.iSortCol_0] ?? 'Name') !== 'Name') {
    return { ids: await pageIds(db, where, q), filtered: await countMatches() }
  }
  const direction = q.sSortDir_0 === 'desc' ? desc : asc
  const rows = await db
    .select({ id: productSearch.productId, n: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(productSearch)
    .where(match)
    .orderBy(direction(productSearch.name), direction(productSearch.productId))
    .limit(q.iDisplayLength)
    .offset(q.iDisplayStart)
  // A page past the last match has no row to carry the count.
  const filtered = rows[0]?.n ?? (q.iDisplayStart > 0 ? await countMatches() : 0)
  return { ids: rows.map((r) => r.id), filtered }
}

/**
 * A page of the actor's products with the tenant's total and the count matching the filters. The
 * page's ids are found first, joining categories only to sort by their name, so a deep page does
 * not join every row it skips. A search alone is answered from product_search (searchPage).
 */
export async function listProducts(
  db: Db,
  actor: Actor,
  q: ProductListQuery,
): Promise<{ rows: ProductRow[]; total: number; filtered: number }> {
  const filters = filtersOf(actor.tenantId, q)
  const where = and(liveProducts(actor.tenantId), ...filters)
  const match = searchOnly(actor, q)
  const search = match ? await searchPage(db, match, where, q) : undefined
  const ids = search ? search.ids : await pageIds(db, where, q)
  const records =
    ids.length === 0
      ? []
      : await db
          .select(productColumns)
          .from(products)
          .leftJoin(categories, categoryJoin)
          .where(and(eq(products.tenantId, actor.tenantId), inArray(products.id, ids)))
  const byId = new Map(records.map((r) => [r.id, r]))
  const [totalRow] = await db
    .select({ n: productCounts.live })
    .from(productCounts)
    .where(eq(productCounts.tenantId, actor.tenantId))
  const total = totalRow?.n ?? 0
  let filtered = total
  if (search) filtered = search.filtered
  else if (filters.length > 0) filtered = (await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0
  return {
    rows: ids.flatMap((id) => {
      const record = byId.get(id)
      return record ? [toProductRow(record)] : []
    }),
    total,
    filtered,
  }
}
