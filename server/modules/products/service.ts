import { and, eq, ne, sql } from 'drizzle-orm'
import { toNumericText } from '../../../src/shared/money'
import type { Product, ProductCreateInput, ProductUpdateInput } from '../../../src/shared/product-schemas'
import type { Db } from '../../db/client'
import { categories, products } from '../../db/schema/catalogue'
import type { Actor } from '../../lib/app-env'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { productImageExists, storeProductImage } from '../../lib/images'
import { isUniqueViolation } from '../../lib/pg-errors'
import { categoryJoin, liveProducts, productColumns, toProduct } from './rows'
import { recordStockMovements } from './stock-movements'

const skuTaken = (sku: string) => conflict(`A product with the SKU "${sku}" already exists`)
const liveProduct = (tenantId: string, id: number) => and(liveProducts(tenantId), eq(products.id, id))

/** One live product of the actor's tenant; 404 when there is none (or it was deleted). */
export async function getProduct(db: Db, actor: Actor, id: number): Promise<Product> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, categoryJoin)
    .where(liveProduct(actor.tenantId, id))
    .limit(1)
  if (!row) throw notFound('Product not found')
  return toProduct(row)
}

/**
 * Creates a product: SKU free among live products, category in the tenant, images uploaded before.
 * Its stock is the first entry of its stock history.
 */
export async function createProduct(db: Db, actor: Actor, input: ProductCreateInput, now: Date): Promise<Product> {
  await assertImagesStored(db, actor.tenantId, input.Images)
  return db.transaction(async (tx) => {
    await assertSkuFree(tx, actor.tenantId, input.SKU)
    await lockCategory(tx, actor.tenantId, input.CategoryID)
    const [row] = await guardSku(input.SKU, () =>
      tx
        .insert(products)
        .values({ tenantId: actor.tenantId, ...columnsOf(input) })
        .returning({ id: products.id, stock: products.stock }),
    )
    if (!row) throw new Error('insert returned no row')
    await recordStockMovements(tx, actor.tenantId, { kind: 'initial', actorId: actor.userId, at: now }, [
      { productId: row.id, delta: row.stock, stockAfter: row.stock },
    ])
    return getProduct(tx, actor, row.id)
  })
}

/**
 * Updates a product and bumps its version. With the Version the client read, an edit of a product
 * changed since is refused with 409 and the current product, never silently overwritten.
 * Stock is not written: orders move it without a new version, so the Stock of a form read before
 * an order would undo that order. The payload's Stock is checked and ignored; stock changes go
 * through adjust-product-stock, as movements relative to the stock at that moment.
 */
export async function updateProduct(db: Db, actor: Actor, input: ProductUpdateInput): Promise<Product> {
  await assertImagesStored(db, actor.tenantId, input.Images)
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ version: products.version })
      .from(products)
      .where(liveProduct(actor.tenantId, input.ProductID))
      .for('update')
    if (!current) throw notFound('Product not found')
    if (input.Version !== undefined && input.Version !== current.version) {
      throw conflict(
        'This product was changed by someone else since you opened it. Review the latest version and save again.',
        await getProduct(tx, actor, input.ProductID),
      )
    }
    await assertSkuFree(tx, actor.tenantId, input.SKU, input.ProductID)
    await lockCategory(tx, actor.tenantId, input.CategoryID)
    await guardSku(input.SKU, () =>
      tx
        .update(products)
        .set({ ...editableColumnsOf(input), version: sql`${products.version} + 1`, updatedAt: sql`now()` })
        .where(liveProduct(actor.tenantId, input.ProductID)),
    )
    return getProduct(tx, actor, input.ProductID)
  })
}

/** Deletes a product out of sight (orders keep it); its SKU becomes free again. */
export async function deleteProduct(db: Db, actor: Actor, id: number): Promise<void> {
  const deleted = await db
    .update(products)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()`, version: sql`${products.version} + 1` })
    .where(liveProduct(actor.tenantId, id))
    .returning({ id: products.id })
  if (deleted.length === 0) throw notFound('Product not found')
}

/** Checks, cleans and stores an uploaded product image; returns the path products refer to it by. */
export function uploadProductImage(db: Db, actor: Actor, dataUrl: string, now: Date): Promise<string> {
  return storeProductImage(db, actor.tenantId, dataUrl, now)
}

/** The product columns a create writes: the editable ones and the initial stock. */
export function columnsOf(input: ProductCreateInput) {
  return { ...editableColumnsOf(input), stock: input.Stock }
}

/** The product columns an update writes: every field but stock, which only movements change. */
export function editableColumnsOf(input: ProductCreateInput) {
  return {
    name: input.Name,
    description: input.Description,
    sku: input.SKU,
    price: toNumericText(input.Price),
    costPrice: toNumericText(input.CostPrice),
    currency: input.Currency,
    reorderLevel: input.ReorderLevel,
    deliveryLeadTime: input.DeliveryLeadTime,
    unit: input.UnitsofMeasurement,
    taxPercentage: input.TaxPercentage,
    status: input.Status,
    categoryId: input.CategoryID,
    images: input.Images,
  }
}

async function assertImagesStored(db: Db, tenantId: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    if (!(await productImageExists(db, tenantId, path))) {
      throw badRequest(`The image ${path} was not found; upload it again`, { Images: ['Image not found'] })
    }
  }
}

async function assertSkuFree(db: Db, tenantId: string, sku: string, exceptId?: number): Promise<void> {
  const sameSku = and(liveProducts(tenantId), sql`lower(${products.sku}) = lower(${sku})`)
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(exceptId === undefined ? sameSku : and(sameSku, ne(products.id, exceptId)))
    .limit(1)
  if (taken) throw skuTaken(sku)
}

/** Runs a write that may hit the unique SKU index (a concurrent write) and answers 409 when it does. */
async function guardSku<T>(sku: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isUniqueViolation(error, 'products_tenant_sku_uq')) throw skuTaken(sku)
    throw error
  }
}

/** The product's category, locked against deletion until the transaction ends; 400 when it is not in the tenant. */
async function lockCategory(db: Db, tenantId: string, categoryId: number): Promise<void> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, categoryId)))
    .for('share')
  if (!category) throw badRequest('Please select a category', { CategoryID: ['Category not found'] })
}
