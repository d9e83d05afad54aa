import { and, eq, ne, sql } from 'drizzle-orm'
import type { Category, CategoryCreateInput, CategoryUpdateInput } from '../../../src/shared/category-schemas'
import { descendantParentMessage, OWN_PARENT_MESSAGE } from '../../../src/shared/category-tree'
import type { Db } from '../../db/client'
import { categories } from '../../db/schema/catalogue'
import { lockUntilCommit } from '../../lib/advisory-lock'
import type { Actor } from '../../lib/app-env'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { normaliseCategoryImage } from '../../lib/images'
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/pg-errors'
import { categoryColumns, categoryCounts, parentCategory, toCategoryRow } from './rows'

const inTenant = (tenantId: string, id: number) => and(eq(categories.tenantId, tenantId), eq(categories.id, id))
const codeTaken = (code: string) => conflict(`The category code "${code}" is already in use`)
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** One category of the actor's tenant with its image and counts; 404 when there is none. */
export async function getCategory(db: Db, actor: Actor, id: number): Promise<Category> {
  const [row] = await db
    .select({ ...categoryColumns, image: categories.image })
    .from(categories)
    .leftJoin(parentCategory, eq(parentCategory.id, categories.parentId))
    .where(inTenant(actor.tenantId, id))
    .limit(1)
  if (!row) throw notFound('Category not found')
  const counts = await categoryCounts(db, actor.tenantId, [id])
  return { ...toCategoryRow(row, counts.get(id)), CategoryImage: row.image }
}

/** Creates a category: its code free in the tenant, its parent (if any) a category of the tenant. */
export async function createCategory(db: Db, actor: Actor, input: CategoryCreateInput): Promise<Category> {
  const image = input.category_image ? await normaliseCategoryImage(input.category_image) : null
  return db.transaction(async (tx) => {
    await assertCodeFree(tx, actor.tenantId, input.category_code)
    if (input.parent_category_id !== 0) await lockParent(tx, actor.tenantId, input.parent_category_id)
    const [row] = await guardCode(input.category_code, () =>
      tx
        .insert(categories)
        .values({
          tenantId: actor.tenantId,
          name: input.category_name,
          code: input.category_code,
          description: input.category_description,
          image,
          parentId: input.parent_category_id || null,
          status: input.status,
          gst: input.gst,
        })
        .returning({ id: categories.id }),
    )
    if (!row) throw new Error('insert returned no row')
    return getCategory(tx, actor, row.id)
  })
}

/**
 * Updates a category. The image is re-encoded only when it changed (the form sends the stored one
 * back); a new parent must exist in the tenant and must not be the category or one below it.
 */
export async function updateCategory(db: Db, actor: Actor, input: CategoryUpdateInput): Promise<Category> {
  const id = input.category_id
  const [stored] = await db.select({ image: categories.image }).from(categories).where(inTenant(actor.tenantId, id))
  if (!stored) throw notFound('Category not found')
  const incoming = input.category_image || null
  const image = incoming === null || incoming === stored.image ? incoming : await normaliseCategoryImage(incoming)
  return db.transaction(async (tx) => {
    // Updates that set a parent take turns per tenant, before locking any row, so two concurrent
    // moves can neither close a loop between them nor deadlock on each other's rows.
    if (input.parent_category_id !== 0) {
      await lockUntilCommit(tx, `category-tree:${actor.tenantId}`)
    }
    const [current] = await tx
      .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
      .from(categories)
      .where(inTenant(actor.tenantId, id))
      .for('update')
    if (!current) throw notFound('Category not found')
    await assertCodeFree(tx, actor.tenantId, input.category_code, id)
    const parentId = input.parent_category_id
    if (parentId !== (current.parentId ?? 0)) await assertParentAllowed(tx, actor.tenantId, current, parentId)
    await guardCode(input.category_code, () =>
      tx
        .update(categories)
        .set({
          name: input.category_name,
          code: input.category_code,
          description: input.category_description,
          image,
          parentId: parentId || null,
          status: input.status,
          gst: input.gst,
          updatedAt: sql`now()`,
        })
        .where(inTenant(actor.tenantId, id)),
    )
    return getCategory(tx, actor, id)
  })
}

/**
 * Deletes a category that has no subcategories and no products. One that still has them is refused
 * rather than cascaded or orphaned: the user moves or deletes them, or archives the category instead.
 */
export async function deleteCategory(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ name: categories.name })
      .from(categories)
      .where(inTenant(actor.tenantId, id))
      .for('update')
    if (!current) throw notFound('Category not found')
    const counts = (await categoryCounts(tx, actor.tenantId, [id])).get(id)
    const children = counts?.children ?? 0
    const products = counts?.products ?? 0
    const inUse = () =>
      conflict(
        `"${current.name}" has ${plural(children, 'subcategory', 'subcategories')} and ${plural(products, 'product', 'products')}: ` +
          'move or delete them first, or set the category to Archived',
      )
    if (children > 0 || products > 0) throw inUse()
    try {
      await tx.delete(categories).where(inTenant(actor.tenantId, id))
    } catch (error) {
      if (isForeignKeyViolation(error)) throw inUse()
      throw error
    }
  })
}

async function assertCodeFree(db: Db, tenantId: string, code: string, exceptId?: number): Promise<void> {
  const sameCode = and(eq(categories.tenantId, tenantId), sql`lower(${categories.code}) = lower(${code})`)
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(exceptId === undefined ? sameCode : and(sameCode, ne(categories.id, exceptId)))
    .limit(1)
  if (taken) throw codeTaken(code)
}

/** Runs a write that may hit the unique code index (a concurrent create) and answers 409 when it does. */
async function guardCode<T>(code: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error, 'categories_tenant_code_uq')) throw codeTaken(code)
    throw error
  }
}

/** The parent category, locked against deletion until the transaction ends; 400 when it is not in the tenant. */
async function lockParent(db: Db, tenantId: string, parentId: number): Promise<{ name: string }> {
  const [parent] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(inTenant(tenantId, parentId))
    .for('share')
  if (!parent) throw badRequest('Parent category not found', { parent_category_id: ['Parent category not found'] })
  return parent
}

async function assertParentAllowed(
  db: Db,
  tenantId: string,
  category: { id: number; name: string },
  parentId: number,
): Promise<void> {
  if (parentId === 0) return
  if (parentId === category.id) throw badRequest(OWN_PARENT_MESSAGE, { parent_category_id: [OWN_PARENT_MESSAGE] })
  const parent = await lockParent(db, tenantId, parentId)
  const ancestorsOfParent = sql`(
    with recursive up(id, parent_id) as (
      select id, parent_id from categories where tenant_id = ${tenantId} and id = ${parentId}
      union
      select c.id, c.parent_id from categories c join up on c.id = up.parent_id where c.tenant_id = ${tenantId}
    ) select id from up)`
  const [loop] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(inTenant(tenantId, category.id), sql`${categories.id} in ${ancestorsOfParent}`))
  if (loop) {
    const message = descendantParentMessage(category.name, parent.name)
    throw badRequest(message, { parent_category_id: [message] })
  }
}
