import type { StockMovementKind, StockReason } from '../../../src/shared/stock-schemas'
import type { Db } from '../../db/client'
import { stockMovements } from '../../db/schema/stock-movements'

/** What made a set of stock changes: the kind, who, when, and the reason, note or order when there is one. */
export interface MovementSource {
  kind: StockMovementKind
  actorId: string | null
  at: Date
  reason?: StockReason | null
  note?: string
  orderId?: string | null
}

/** One product's change: the units added (negative when taken) and the stock it left. */
export interface StockMove {
  productId: number
  delta: number
  stockAfter: number
}

const CHUNK = 500

/** Records stock movements in the caller's transaction, the one that changed the stock. */
export async function recordStockMovements(
  db: Db,
  tenantId: string,
  source: MovementSource,
  moves: readonly StockMove[],
): Promise<void> {
  for (let i = 0; i < moves.length; i += CHUNK) {
    await db.insert(stockMovements).values(
      moves.slice(i, i + CHUNK).map((move) => ({
        tenantId,
        productId: move.productId,
        delta: move.delta,
        stockAfter: move.stockAfter,
        kind: source.kind,
        reason: source.reason ?? null,
        note: source.note ?? '',
        actorId: source.actorId,
        orderId: source.orderId ?? null,
        createdAt: source.at,
      })),
    )
  }
}
