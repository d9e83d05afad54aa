import { sql } from 'drizzle-orm'
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { PaymentTerms } from '../../../src/shared/payment-terms'
import type { IncoTerm, PurchaseType, ShippingMode } from '../../../src/shared/po-options'
import type { PoStatus } from '../../../src/shared/po-status'
import { rfqs } from './rfqs'
import { suppliers } from './suppliers'
import { tenants } from './tenants'
import { users } from './users'

/** Units of measure of PO lines, per tenant; every tenant starts with the defaults. */
export const unitsOfMeasure = pgTable(
  'units_of_measure',
  {
    id: serial('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('units_of_measure_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`)],
)

/**
 * Purchase orders. The id is the client's UUIDv7, so a replayed create makes one PO. The vendor's
 * name is copied when the PO is saved, so the PO and its PDF read as they were sent.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    poDate: date('po_date', { mode: 'string' }).notNull(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => suppliers.id),
    vendorName: text('vendor_name').notNull(),
    vendorContact: text('vendor_contact').notNull().default(''),
    billingAddress: text('billing_address').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    purchaseType: text('purchase_type').$type<PurchaseType>().notNull(),
    paymentTerms: text('payment_terms').$type<PaymentTerms>().notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    shippingMode: text('shipping_mode').$type<ShippingMode>(),
    incoTerms: text('inco_terms').$type<IncoTerm>(),
    validity: date('validity', { mode: 'string' }),
    /** The request for quotation whose award raised this PO, if any. */
    rfqId: uuid('rfq_id').references(() => rfqs.id),
    status: text('status').$type<PoStatus>().notNull(),
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull(),
    gst: numeric('gst', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('purchase_orders_tenant_number_uq').on(t.tenantId, t.number),
    // One PO per awarded partner of an RFQ: an award sent twice cannot raise a second one.
    uniqueIndex('purchase_orders_rfq_vendor_uq')
      .on(t.rfqId, t.vendorId)
      .where(sql`${t.rfqId} is not null`),
    index('purchase_orders_tenant_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('purchase_orders_tenant_status_created_idx').on(t.tenantId, t.status, t.createdAt, t.id),
    index('purchase_orders_tenant_status_po_date_idx').on(t.tenantId, t.status, t.poDate),
    index('purchase_orders_tenant_po_date_idx').on(t.tenantId, t.poDate, t.id),
    index('purchase_orders_tenant_delivery_idx').on(t.tenantId, t.deliveryDate),
    index('purchase_orders_tenant_vendor_idx').on(t.tenantId, t.vendorId, t.createdAt),
    // The vendor filter's options (a loose scan over distinct name and id) and the Vendor Name sort.
    index('purchase_orders_tenant_vendor_name_idx').on(t.tenantId, t.vendorName, t.vendorId, t.id),
    index('purchase_orders_tenant_created_by_idx').on(t.tenantId, t.createdBy, t.createdAt),
    index('purchase_orders_tenant_total_idx').on(t.tenantId, t.total, t.id),
    index('purchase_orders_tenant_updated_idx').on(t.tenantId, t.updatedAt, t.id),
    // The list's tabs of several statuses (src/shared/po-status.ts PO_TABS), newest first: the
    // predicate must stay the tab's status list, or the planner no longer uses the index.
    index('purchase_orders_inprogress_created_idx')
      .on(t.tenantId, t.createdAt, t.id)
      .where(sql`${t.status} in ('Pending Approval', 'Approved', 'Issued', 'Partially Delivered')`),
    index('purchase_orders_completed_created_idx')
      .on(t.tenantId, t.createdAt, t.id)
      .where(sql`${t.status} in ('Fully Delivered', 'Closed')`),
    index('purchase_orders_withdrawn_created_idx')
      .on(t.tenantId, t.createdAt, t.id)
      .where(sql`${t.status} in ('Rejected', 'Cancelled')`),
  ],
)

/**
 * Purchase orders per tenant and status and the sum of their totals, kept by statement triggers on
 * purchase_orders (migrations 0009, 0021), so the list's recordsTotal, and recordsFiltered of a tab
 * or status filter alone, and the admin dashboard's open PO value are a few row reads instead of a
 * count over every PO.
 */
export const purchaseOrderCounts = pgTable(
  'purchase_order_counts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    status: text('status').$type<PoStatus>().notNull(),
    n: integer('n').notNull().default(0),
    total: numeric('total').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.status] })],
)

/**
 * The spend POs (Approved onwards, not Rejected or Cancelled) per tenant, month of the PO date and
 * vendor (with the name the POs carry): how many and the sum of their totals, kept by statement
 * triggers on purchase_orders (migration 0021) for the admin dashboard's spend by month and vendor.
 * A row whose POs all moved away stays with n = 0 and total 0.
 */
export const purchaseOrderSpendMonths = pgTable(
  'purchase_order_spend_months',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** The first day of the month of the PO date. */
    month: date('month', { mode: 'string' }).notNull(),
    vendorId: uuid('vendor_id').notNull(),
    vendorName: text('vendor_name').notNull(),
    n: integer('n').notNull().default(0),
    total: numeric('total').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month, t.vendorId, t.vendorName] })],
)

/** The lines of a PO; delivered is what goods receipts have recorded so far. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: uuid('id').primaryKey(),
    poId: uuid('po_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    particular: text('particular').notNull(),
    description: text('description').notNull().default(''),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unitsOfMeasure.id),
    unitName: text('unit_name').notNull(),
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull(),
    gstPercent: integer('gst_percent').notNull(),
    lineTotal: numeric('line_total', { precision: 14, scale: 2 }).notNull(),
    delivered: numeric('delivered', { precision: 12, scale: 3 }).notNull().default('0'),
    documentPath: text('document_path'),
  },
  (t) => [uniqueIndex('purchase_order_lines_po_position_uq').on(t.poId, t.position)],
)

/** Every edit, status change and delivery of a PO: who, when, from, to and remarks. */
export const purchaseOrderAudit = pgTable(
  'purchase_order_audit',
  {
    id: uuid('id').primaryKey(),
    poId: uuid('po_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    action: text('action').$type<'created' | 'edited' | 'status' | 'delivery'>().notNull(),
    fromStatus: text('from_status').$type<PoStatus>(),
    toStatus: text('to_status').$type<PoStatus>().notNull(),
    remarks: text('remarks').notNull().default(''),
    byUser: uuid('by_user')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('purchase_order_audit_po_idx').on(t.poId, t.at)],
)

/** Goods receipts. The id is the client's deliveryId, so a replayed delivery records nothing. */
export const purchaseOrderDeliveries = pgTable(
  'purchase_order_deliveries',
  {
    id: uuid('id').primaryKey(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    poId: uuid('po_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    lines: jsonb('lines').$type<Array<{ lineId: string; quantity: number }>>().notNull(),
    remarks: text('remarks').notNull().default(''),
    byUser: uuid('by_user')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('purchase_order_deliveries_po_idx').on(t.poId, t.at)],
)
