import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'

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

/** Adds whole units to products' stock (negative to reserve, positive to return), in product id order. */
export async function moveStock(
  db: Db,
  tenantId: string,
  changes: ReadonlyArray<{ productId: number; units: number }>,
): Promise<void> {
  for (const { productId, units } of [...changes].sort((a, b) => a.productId - b.productId)) {
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${units}` })
      .where(and(eq(products.id, productId), eq(products.tenantId, tenantId)))
  }
}
