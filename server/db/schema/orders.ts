import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { UnitOfMeasurement } from '../../../src/shared/catalogue-enums'
import type { OrderStatus } from '../../../src/shared/order-status'
import { products } from './catalogue'
import { tenants } from './tenants'
import { users } from './users'

/** Cart lines: one cart per user per tenant. The id is the client's CartID, so a replayed add is a no-op. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    /** The price when the line was added; a later price change is flagged, never applied silently. */
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('cart_items_user_product_uq').on(t.tenantId, t.userId, t.productId)],
)

/**
 * Every CartID an add-to-cart has used, and the line it went into: an add of a product already in
 * the cart merges into that line, and its CartID must still make a replay a no-op and still name
 * the line. Rows outlive their line (no foreign key), so a late replay after a removal or a
 * checkout adds nothing; they are pruned once older than an idempotency key lives.
 */
export const cartAdds = pgTable(
  'cart_adds',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cart_adds_user_created_idx').on(t.tenantId, t.userId, t.createdAt)],
)

/** Orders placed from the cart. The id is the client's OrderID, so a replayed checkout places one order. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    placedBy: uuid('placed_by')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    requiredBy: date('required_by', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    itemCount: integer('item_count').notNull(),
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull(),
    gst: numeric('gst', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('orders_tenant_number_uq').on(t.tenantId, t.number),
    index('orders_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('orders_tenant_placed_by_idx').on(t.tenantId, t.placedBy, t.createdAt),
    index('orders_tenant_status_idx').on(t.tenantId, t.status, t.createdAt),
  ],
)

/** The lines of an order: product and price copied when it was placed. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    unit: text('unit').$type<UnitOfMeasurement>().notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    taxPercentage: integer('tax_percentage').notNull(),
    lineTotal: numeric('line_total', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [uniqueIndex('order_lines_order_position_uq').on(t.orderId, t.position)],
)

/** Every status an order has had: who, when, and why. */
export const orderHistory = pgTable(
  'order_history',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    byUser: uuid('by_user')
      .notNull()
      .references(() => users.id),
    remarks: text('remarks').notNull().default(''),
  },
  (t) => [index('order_history_order_idx').on(t.orderId, t.at)],
)

/** Per-tenant counters for human document numbers (orders, purchase orders). */
export const tenantCounters = pgTable(
  'tenant_counters',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
)
