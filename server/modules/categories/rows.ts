import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { CatalogueStatus } from '../../../src/shared/catalogue-enums'
import type { CategoryRow } from '../../../src/shared/category-schemas'
import type { Db } from '../../db/client'
import { categories, products } from '../../db/schema/catalogue'

/** The parent of a category, joined for its name. */
export const parentCategory = alias(categories, 'parent_category')

/** The columns every category read selects (the image itself only where asked for). */
export const categoryColumns = {
  id: categories.id,
  name: categories.name,
  code: categories.code,
  description: categories.description,
  parentId: categories.parentId,
  parentName: parentCategory.name,
  status: categories.status,
  gst: categories.gst,
  hasImage: sql<boolean>`${categories.image} is not null`,
  updatedAt: categories.updatedAt,
}

/** What `categoryColumns` selects. */
export interface CategoryRecord {
  id: number
  name: string
  code: string
  description: string
  parentId: number | null
  parentName: string | null
  status: CatalogueStatus
  gst: number
  hasImage: boolean
  updatedAt: Date
}

/** How many products (not deleted) and subcategories a category has. */
export interface CategoryCounts {
  products: number
  children: number
}

/** The counts of the given categories, in two grouped queries on indexed columns. */
export async function categoryCounts(db: Db, tenantId: string, ids: number[]): Promise<Map<number, CategoryCounts>> {
  const counts = new Map<number, CategoryCounts>(ids.map((id) => [id, { products: 0, children: 0 }]))
  if (ids.length === 0) return counts
  const productRows = await db
    .select({ id: products.categoryId, n: count() })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.categoryId, ids), isNull(products.deletedAt)))
    .groupBy(products.categoryId)
  const childRows = await db
    .select({ id: categories.parentId, n: count() })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), inArray(categories.parentId, ids)))
    .groupBy(categories.parentId)
  for (const row of productRows) {
    const entry = row.id === null ? undefined : counts.get(row.id)
    if (entry) entry.products = row.n
  }
  for (const row of childRows) {
    const entry = row.id === null ? undefined : counts.get(row.id)
    if (entry) entry.children = row.n
  }
  return counts
}

/** A selected category as the API returns it in lists. */
export function toCategoryRow(row: CategoryRecord, counts: CategoryCounts | undefined): CategoryRow {
  return {
    CategoryID: row.id,
    CategoryName: row.name,
    CategoryCode: row.code,
    CategoryDescription: row.description,
    ParentCategoryID: row.parentId ?? 0,
    ParentCategoryName: row.parentName,
    Status: row.status,
    GST: row.gst,
    HasImage: row.hasImage,
    ProductCount: counts?.products ?? 0,
    ChildCount: counts?.children ?? 0,
    UpdatedAt: row.updatedAt.toISOString(),
  }
}
