import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { CategoryListQuery, CategoryRow } from '../../../src/shared/category-schemas'
import { likePattern } from '../../../src/shared/list-query'
import { CATEGORY_SORT_COLUMNS } from '../../../src/shared/sort-columns'
import type { Db } from '../../db/client'
import { categories } from '../../db/schema/catalogue'
import type { Actor } from '../../lib/app-env'
import { categoryColumns, categoryCounts, parentCategory, toCategoryRow } from './rows'

/** Sort keys of each column, each backed by an index on (tenant_id, key); the id breaks ties. */
const SORT_KEYS: Record<(typeof CATEGORY_SORT_COLUMNS)[number], (AnyPgColumn | SQL)[]> = {
  CategoryName: [categories.name],
  CategoryCode: [sql`lower(${categories.code})`],
  ParentCategoryName: [parentCategory.name, categories.name],
  Status: [categories.status, categories.name],
  GST: [categories.gst, categories.name],
  UpdatedAt: [categories.updatedAt],
}

/** A page of the actor's categories: search on name and code, parent and status filters, any sort. */
export async function listCategories(
  db: Db,
  actor: Actor,
  q: CategoryListQuery,
): Promise<{ rows: CategoryRow[]; total: number; filtered: number }> {
  const tenant = eq(categories.tenantId, actor.tenantId)
  const filters: SQL[] = []
  if (q.search_txt) {
    const pattern = likePattern(q.search_txt)
    const match = or(ilike(categories.name, pattern), ilike(categories.code, pattern))
    if (match) filters.push(match)
  }
  if (q.parentCatID !== undefined) {
    filters.push(q.parentCatID === 0 ? isNull(categories.parentId) : eq(categories.parentId, q.parentCatID))
  }
  if (q.status) filters.push(eq(categories.status, q.status))

  const direction = q.sSortDir_0 === 'desc' ? desc : asc
  const keys = SORT_KEYS[CATEGORY_SORT_COLUMNS[q.iSortCol_0] ?? 'CategoryName']
  const records = await db
    .select(categoryColumns)
    .from(categories)
    .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
    .where(and(tenant, ...filters))
    .orderBy(...keys.map((key) => direction(key)), direction(categories.id))
    .limit(q.iDisplayLength)
    .offset(q.iDisplayStart)
  const counts = await categoryCounts(
    db,
    actor.tenantId,
    records.map((r) => r.id),
  )
  const [total] = await db.select({ n: count() }).from(categories).where(tenant)
  const [filtered] =
    filters.length === 0
      ? [total]
      : await db
          .select({ n: count() })
          .from(categories)
          .where(and(tenant, ...filters))
  return {
    rows: records.map((r) => toCategoryRow(r, counts.get(r.id))),
    total: total?.n ?? 0,
    filtered: filtered?.n ?? 0,
  }
}
