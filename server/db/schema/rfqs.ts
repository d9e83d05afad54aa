import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { PaymentTerms } from '../../../src/shared/payment-terms'
import type { QuoteStatus, RfqResponseStatus, RfqStatus } from '../../../src/shared/rfq-status'
import { products } from './catalogue'
import { unitsOfMeasure } from './purchase-orders'
import { suppliers } from './suppliers'
import { tenants } from './tenants'
import { users } from './users'

/**
 * Requests for quotation. The id is the client's UUIDv7, so a replayed create makes one RFQ. The
 * stored status never says Closed for bids by itself: a Sent RFQ past its deadline reads as closed
 * (src/shared/rfq-status.ts), and an early close is stored (and audited).
 */
export const rfqs = pgTable(
  'rfqs',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    title: text('title').notNull(),
    requiredBy: date('required_by', { mode: 'string' }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    paymentTerms: text('payment_terms').$type<PaymentTerms>().notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    status: text('status').$type<RfqStatus>().notNull(),
    /** Scheme and host the supplier links point at, taken from the request that sent the RFQ. */
    linkBase: text('link_base').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('rfqs_tenant_number_uq').on(t.tenantId, t.number),
    index('rfqs_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('rfqs_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('rfqs_tenant_deadline_idx').on(t.tenantId, t.deadline, t.id),
  ],
)

/** The items of an RFQ: a catalogue product or free text, a quantity in a unit, an optional target price. */
export const rfqItems = pgTable(
  'rfq_items',
  {
    id: uuid('id').primaryKey(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    product: text('product').notNull(),
    specification: text('specification').notNull().default(''),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unitsOfMeasure.id),
    unitName: text('unit_name').notNull(),
    targetPrice: numeric('target_price', { precision: 14, scale: 2 }),
  },
  (t) => [uniqueIndex('rfq_items_rfq_position_uq').on(t.rfqId, t.position)],
)

/** The supply partners invited to an RFQ, with where their response stands and their current round. */
export const rfqPartners = pgTable(
  'rfq_partners',
  {
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    status: text('status').$type<RfqResponseStatus>().notNull(),
    round: integer('round').notNull().default(1),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.rfqId, t.supplierId] }),
    index('rfq_partners_tenant_supplier_idx').on(t.tenantId, t.supplierId),
  ],
)

/** A counter offer to a partner: rounds 2 and on (round 1 is the invitation, answerable until the deadline). */
export const rfqRounds = pgTable(
  'rfq_rounds',
  {
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    round: integer('round').notNull(),
    /** The buyer's proposed unit prices and remarks per item (empty for round 1). */
    proposal: jsonb('proposal')
      .$type<Array<{ itemId: string; unitPrice: number; remarks: string }>>()
      .notNull()
      .default([]),
    remarks: text('remarks').notNull().default(''),
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
    openedBy: uuid('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.rfqId, t.supplierId, t.round] })],
)

/** A partner's quote for one item in one round; revising a round replaces its quote. */
export const rfqQuotes = pgTable(
  'rfq_quotes',
  {
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    itemId: uuid('item_id')
      .notNull()
      .references(() => rfqItems.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    gstPercent: integer('gst_percent').notNull(),
    freight: numeric('freight', { precision: 14, scale: 2 }).notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    moq: numeric('moq', { precision: 12, scale: 3 }),
    paymentTerms: text('payment_terms').$type<PaymentTerms>().notNull(),
    remarks: text('remarks').notNull().default(''),
    attachment: text('attachment'),
    status: text('status').$type<QuoteStatus>().notNull(),
    /** The buyer who entered it on the partner's behalf; null when the partner did, through their link. */
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.rfqId, t.supplierId, t.round, t.itemId] })],
)

/** Which partner each item was awarded to; one award per item, so an award sent twice awards nothing twice. */
export const rfqAwards = pgTable(
  'rfq_awards',
  {
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => rfqItems.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => suppliers.id),
    round: integer('round').notNull(),
    poId: uuid('po_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.rfqId, t.itemId] })],
)

/** Every save, send, status change, response, counter offer and award of an RFQ. */
export const rfqAudit = pgTable(
  'rfq_audit',
  {
    id: uuid('id').primaryKey(),
    rfqId: uuid('rfq_id')
      .notNull()
      .references(() => rfqs.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status').$type<RfqStatus>(),
    toStatus: text('to_status').$type<RfqStatus>().notNull(),
    remarks: text('remarks').notNull().default(''),
    byUser: uuid('by_user').references(() => users.id, { onDelete: 'set null' }),
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rfq_audit_rfq_idx').on(t.rfqId, t.at)],
)

/** Each tenant's secret for signing supplier links (HMAC-SHA256), made on first use; in the database so every process shares it. */
export const rfqLinkKeys = pgTable('rfq_link_keys', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/**
 * RFQs per tenant and stored status, kept by statement triggers on rfqs (migration 0018), so the
 * list's recordsTotal, and recordsFiltered of a status whose stored and shown values agree, are a
 * few row reads instead of a count over every RFQ.
 */
export const rfqCounts = pgTable(
  'rfq_counts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    status: text('status').$type<RfqStatus>().notNull(),
    n: integer('n').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status] })],
)
