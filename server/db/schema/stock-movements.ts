import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { StockMovementKind, StockReason } from '../../../src/shared/stock-schemas'
import { products } from './catalogue'
import { orders } from './orders'
import { tenants } from './tenants'
import { users } from './users'

/**
 * Every change of a product's stock, written in the transaction that makes it: orders taking and
 * returning stock, adjustments by people (with a reason), the initial figure of a create or import.
 * `stock_after` is the product's stock right after the change, so the history reads without sums.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    kind: text('kind').$type<StockMovementKind>().notNull(),
    /** Set on adjustments; orders, creates and imports carry none. */
    reason: text('reason').$type<StockReason>(),
    note: text('note').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.tenantId, t.productId, t.id),
    index('stock_movements_order_idx').on(t.orderId),
  ],
)
