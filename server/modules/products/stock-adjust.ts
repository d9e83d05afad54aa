import { and, eq, sql } from 'drizzle-orm'
import type { Product } from '../../../src/shared/product-schemas'
import { adjustmentDelta, adjustmentProblem, type StockAdjustInput } from '../../../src/shared/stock-schemas'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import type { Actor } from '../../lib/app-env'
import { AppError, notFound } from '../../lib/errors'
import { liveProducts } from './rows'
import { getProduct } from './service'
import { recordStockMovements } from './stock-movements'

/**
 * POST adjust-product-stock: applies a person's change to the stock as it is now (the product row
 * locked), never below 0 (409 naming the field), and records it as a movement with its
 * reason. A counted figure becomes the change from the current stock, so the history says what moved.
 * The product's version stays: stock is not part of the product edit, so an open edit form stays valid.
 */
export async function adjustStock(db: Db, actor: Actor, input: StockAdjustInput, now: Date): Promise<Product> {
  return db.transaction(async (tx) => {
    const where = and(liveProducts(actor.tenantId), eq(products.id, input.ProductID))
    const [current] = await tx.select({ stock: products.stock }).from(products).where(where).for('update')
    if (!current) throw notFound('Product not found')
    const delta = adjustmentDelta(current.stock, input)
    const problem = adjustmentProblem(current.stock, delta)
    if (problem) {
      const field = input.CountedStock === undefined ? 'Delta' : 'CountedStock'
      throw new AppError(409, problem, { errors: { [field]: [problem] } })
    }
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${delta}` })
      .where(where)
      .returning({ stock: products.stock })
    if (!row) throw notFound('Product not found')
    await recordStockMovements(
      tx,
      actor.tenantId,
      { kind: 'adjustment', actorId: actor.userId, at: now, reason: input.Reason, note: input.Note },
      [{ productId: input.ProductID, delta, stockAfter: row.stock }],
    )
    return getProduct(tx, actor, input.ProductID)
  })
}
