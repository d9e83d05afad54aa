import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { CatalogueStatus, UnitOfMeasurement } from '../../../src/shared/catalogue-enums'
import { tenants } from './tenants'

/** Product categories: a tree per tenant. The image is the re-encoded data URL the spec describes. */
export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    image: text('image'),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    status: text('status').$type<CatalogueStatus>().notNull(),
    gst: integer('gst').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_tenant_code_uq').on(t.tenantId, sql`lower(${t.code})`),
    index('categories_tenant_name_idx').on(t.tenantId, t.name),
    index('categories_tenant_parent_idx').on(t.tenantId, t.parentId),
    index('categories_tenant_updated_idx').on(t.tenantId, t.updatedAt),
  ],
)

/** Products. Deleting one archives it out of sight (deleted_at) so orders and carts keep their history. */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sku: text('sku').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    costPrice: numeric('cost_price', { precision: 14, scale: 2 }).notNull().default('0'),
    stock: integer('stock').notNull(),
    deliveryLeadTime: integer('delivery_lead_time').notNull().default(0),
    currency: text('currency').notNull().default('INR'),
    reorderLevel: integer('reorder_level').notNull().default(0),
    unit: text('unit').$type<UnitOfMeasurement>().notNull(),
    taxPercentage: integer('tax_percentage').notNull(),
    status: text('status').$type<CatalogueStatus>().notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('products_tenant_sku_uq').on(t.tenantId, sql`lower(${t.sku})`).where(sql`${t.deletedAt} is null`),
    index('products_tenant_name_idx').on(t.tenantId, t.name, t.id).where(sql`${t.deletedAt} is null`),
    index('products_tenant_price_idx').on(t.tenantId, t.price, t.id).where(sql`${t.deletedAt} is null`),
    index('products_tenant_stock_idx').on(t.tenantId, t.stock, t.id).where(sql`${t.deletedAt} is null`),
    index('products_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id).where(sql`${t.deletedAt} is null`),
    index('products_tenant_category_idx').on(t.tenantId, t.categoryId, t.name).where(sql`${t.deletedAt} is null`),
    index('products_tenant_status_idx').on(t.tenantId, t.status, t.name).where(sql`${t.deletedAt} is null`),
    // The dashboard's and the low-stock list's products at or below their reorder level, and those without images.
    index('products_low_stock_idx')
      .on(t.tenantId)
      .where(sql`${t.deletedAt} is null and ${t.status} = 'Active' and ${t.stock} <= ${t.reorderLevel}`),
    index('products_without_images_idx')
      .on(t.tenantId)
      .where(sql`${t.deletedAt} is null and ${t.images} = '[]'::jsonb`),
  ],
)

/**
 * Live (not deleted) products per tenant, kept by statement triggers on products (migration
 * 0004), so a list's recordsTotal is one row read instead of a count over every product.
 */
export const productCounts = pgTable('product_counts', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  live: integer('live').notNull().default(0),
})

/**
 * The search text of each live product, kept by statement triggers on products (migration 0011):
 * the name (to sort by) and `key`, lower(name) || E'\x01' || lower(sku), with a trigram index.
 * A row is a fraction of a product's width and its key is already lower-cased, so counting the
 * products a broad search matches reads and rechecks far less than ILIKE over products does.
 * No foreign keys: the triggers keep it (a deleted product's row goes with it, also when a tenant
 * is deleted), and a key check per row would lock every product a bulk insert writes.
 */
export const productSearch = pgTable('product_search', {
  productId: integer('product_id').primaryKey(),
  tenantId: uuid('tenant_id').notNull(),
  name: text('name').notNull(),
  key: text('key').notNull(),
})
