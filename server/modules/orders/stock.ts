import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import type { Actor } from '../../lib/app-env'
import { recordStockMovements, type StockMove } from '../products/stock-movements'

/**
 * Locks the products' rows, in id order: checkouts and cancels take product locks in the same
 * order, so two of them never wait on each other in a cycle (a deadlock would be a 500).
 */
export async function lockProducts(db: Db, tenantId: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, tenantId), inArray(products.id, [...ids])))
    .orderBy(asc(products.id))
    .for('update')
}

/**
 * Adds whole units to products' stock (negative to reserve, positive to return), in product id
 * order, and records each change as a stock movement of the order, in the same transaction.
 * The change is relative (stock + units), so it never undoes a change made since anyone read the product.
 */
export async function moveStock(
  db: Db,
  actor: Actor,
  order: { kind: 'order' | 'order-cancel'; orderId: string; at: Date },
  changes: ReadonlyArray<{ productId: number; units: number }>,
): Promise<void> {
  const moves: StockMove[] = []
  for (const { productId, units } of [...changes].sort((a, b) => a.productId - b.productId)) {
    const [row] = await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}` })
      .where(and(eq(products.id, productId), eq(products.tenantId, actor.tenantId)))
      .returning({ stock: products.stock })
    if (row) moves.push({ productId, delta: units, stockAfter: row.stock })
  }
  await recordStockMovements(db, actor.tenantId, { ...order, actorId: actor.userId }, moves)
}
