import { and, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { StockHistoryQuery, StockMovement } from '../../../src/shared/stock-schemas'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import { orders } from '../../db/schema/orders'
import { stockMovements } from '../../db/schema/stock-movements'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { notFound } from '../../lib/errors'
import { visibleTo } from '../orders/read'

/** The order id of a movement when the actor may open that order (the history links it), else null. */
function openableOrderId(actor: Actor): SQL<string | null> {
  const visible = visibleTo(actor)
  return visible ? sql<string | null>`case when ${visible} then ${orders.id} end` : sql<string | null>`${orders.id}`
}

/** GET get-product-stock-history: a live product's stock movements, newest first, one page. */
export async function listStockHistory(
  db: Db,
  actor: Actor,
  query: StockHistoryQuery,
): Promise<{ rows: StockMovement[]; total: number; filtered: number }> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.tenantId, actor.tenantId), eq(products.id, query.ProductID), isNull(products.deletedAt)))
  if (!product) throw notFound('Product not found')
  const ofProduct = and(eq(stockMovements.tenantId, actor.tenantId), eq(stockMovements.productId, query.ProductID))
  const [counted] = await db.select({ n: count() }).from(stockMovements).where(ofProduct)
  const rows = await db
    .select({
      id: stockMovements.id,
      at: stockMovements.createdAt,
      kind: stockMovements.kind,
      delta: stockMovements.delta,
      stockAfter: stockMovements.stockAfter,
      reason: stockMovements.reason,
      note: stockMovements.note,
      by: users.fullName,
      orderId: openableOrderId(actor),
      orderNumber: orders.number,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .where(ofProduct)
    .orderBy(desc(stockMovements.id))
    .limit(query.iDisplayLength)
    .offset(query.iDisplayStart)
  const total = counted?.n ?? 0
  return {
    total,
    filtered: total,
    rows: rows.map((r) => ({
      MovementID: r.id,
      At: r.at.toISOString(),
      Kind: r.kind,
      Delta: r.delta,
      StockAfter: r.stockAfter,
      Reason: r.reason,
      Note: r.note,
      By: r.by,
      OrderID: r.orderId,
      OrderNumber: r.orderNumber,
    })),
  }
}
