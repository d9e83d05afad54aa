import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { PaymentTerms } from '../../../src/shared/payment-terms'
import type { SupplierStatus } from '../../../src/shared/supplier-status'
import { tenants } from './tenants'
import { users } from './users'

/**
 * Supply partners (vendors). The id is the client's UUIDv7, so a replayed create is a no-op.
 * Categories supplied are kept as ids (reads name the ones that still exist).
 */
export const suppliers = pgTable(
  'suppliers',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contactPerson: text('contact_person').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    gstin: text('gstin'),
    pan: text('pan'),
    billingAddress: text('billing_address').notNull(),
    paymentTerms: text('payment_terms').$type<PaymentTerms>().notNull(),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    status: text('status').$type<SupplierStatus>().notNull(),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suppliers_tenant_gstin_uq').on(t.tenantId, t.gstin).where(sql`${t.gstin} is not null`),
    index('suppliers_tenant_name_idx').on(t.tenantId, t.name, t.id),
    index('suppliers_tenant_status_idx').on(t.tenantId, t.status, t.name),
    index('suppliers_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id),
  ],
)

/** Every status change of a supply partner: who, when, from, to, remarks. */
export const supplierStatusChanges = pgTable(
  'supplier_status_changes',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<SupplierStatus>(),
    toStatus: text('to_status').$type<SupplierStatus>().notNull(),
    remarks: text('remarks').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_status_changes_supplier_idx').on(t.supplierId, t.createdAt)],
)
