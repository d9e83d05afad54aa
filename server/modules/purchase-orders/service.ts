import { and, eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { toNumericText } from '../../../src/shared/money'
import { MAX_AMOUNT_PAISE, totalsColumns } from '../../../src/shared/order-totals'
import { PO_DOCUMENT_PATH_MESSAGE } from '../../../src/shared/po-document'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'
import { type CreatePoInput, poDateIssues, type UpdatePoInput } from '../../../src/shared/po-schemas'
import { EDITABLE_STATUSES } from '../../../src/shared/po-status'
import { poLineAmount, poTotals } from '../../../src/shared/po-view'
import type { Db } from '../../db/client'
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/purchase-orders'
import { suppliers } from '../../db/schema/suppliers'
import type { Actor } from '../../lib/app-env'
import { nextNumber } from '../../lib/counters'
import { unknownDocumentPaths } from '../../lib/document-store'
import { badRequest, conflict, notFound } from '../../lib/errors'
import { isUniqueViolation } from '../../lib/pg-errors'
import { writeAudit } from './audit'
import { getPurchaseOrder, PO_NOT_FOUND } from './read'
import { unitsByIds } from './units'

/** Today's date (UTC) as YYYY-MM-DD. */
const isoDay = (when: Date) => when.toISOString().slice(0, 10)

/** A generated PO number: per tenant and year, PO-2026-000001. */
const poNumberOf = (year: number, sequence: number) => `PO-${year}-${String(sequence).padStart(6, '0')}`

const PO_ID_USED = 'This poId is already used'
const numberTaken = (n: string) => `PO Number ${n} is already used`

/** The vendor the form names, if it is an Active supply partner of the tenant; 400 otherwise. */
async function activeVendor(db: Db, tenantId: string, vendorId: string): Promise<{ id: string; name: string }> {
  const [vendor] = await db
    .select({ id: suppliers.id, name: suppliers.name, status: suppliers.status })
    .from(suppliers)
    .where(and(eq(suppliers.id, vendorId), eq(suppliers.tenantId, tenantId)))
    .limit(1)
  if (!vendor) throw badRequest('Unknown vendor', { vendorName: ['Unknown vendor'] })
  if (vendor.status !== 'Active') {
    const msg = 'Purchase orders can be raised only with an Active supply partner'
    throw badRequest(msg, { vendorName: [msg] })
  }
  return vendor
}

/** True when another PO of the tenant has this number. */
async function numberUsed(db: Db, tenantId: string, number: string, exceptId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, tenantId), eq(purchaseOrders.number, number)))
    .limit(1)
  return row !== undefined && row.id !== exceptId
}

/** The number given, or the next free generated one; a given number another PO has is 409. */
async function numberFor(db: Db, actor: Actor, input: CreatePoInput, now: Date): Promise<string> {
  if (input.poNumber !== '') {
    if (await numberUsed(db, actor.tenantId, input.poNumber, input.poId)) throw conflict(numberTaken(input.poNumber))
    return input.poNumber
  }
  const year = now.getUTCFullYear()
  for (;;) {
    const candidate = poNumberOf(year, await nextNumber(db, actor.tenantId, `po-${year}`))
    // A number typed by hand may already hold the next generated one: skip it.
    if (!(await numberUsed(db, actor.tenantId, candidate, input.poId))) return candidate
  }
}

/**
 * Checks what the schema cannot (dates against today, units, vendor and line files of the tenant,
 * totals that fit a money column) and prices the lines; 400 with field errors otherwise.
 */
async function priceForm(db: Db, actor: Actor, input: CreatePoInput, now: Date) {
  const dateIssues = poDateIssues(input, isoDay(now))
  const [first] = Object.values(dateIssues)
  if (first?.[0]) throw badRequest(first[0], dateIssues)
  const vendor = await activeVendor(db, actor.tenantId, input.vendorName)
  const units = await unitsByIds(
    db,
    actor.tenantId,
    input.products.map((p) => p.UOMID),
  )
  const documents = input.products.flatMap((p) => (p.DocumentPath ? [p.DocumentPath] : []))
  const unknownDocuments = await unknownDocumentPaths(db, actor.tenantId, documents)
  const errors: Record<string, string[]> = {}
  const lineIds = new Set<string>()
  input.products.forEach((p, i) => {
    if (!units.has(p.UOMID)) errors[`products.${i}.UOMID`] = ['Unknown unit of measure']
    if (p.DocumentPath && unknownDocuments.has(p.DocumentPath)) {
      errors[`products.${i}.DocumentPath`] = [PO_DOCUMENT_PATH_MESSAGE]
    }
    if (p.LineID && lineIds.has(p.LineID)) errors[`products.${i}.LineID`] = ['Each LineID may appear once']
    if (p.LineID) lineIds.add(p.LineID)
  })
  const [firstLine] = Object.values(errors)
  if (firstLine?.[0]) throw badRequest(firstLine[0], errors)
  const totals = poTotals(input.products)
  if (totals.totalPaise > MAX_AMOUNT_PAISE) throw badRequest('This purchase order comes to more than a PO can hold')
  const lines = input.products.map((p, position) => ({
    id: p.LineID ?? uuidv7(),
    poId: input.poId,
    position,
    particular: p.Particular,
    description: p.ItemDescription,
    quantity: String(p.Quantity),
    unitId: p.UOMID,
    unitName: units.get(p.UOMID) ?? '',
    rate: toNumericText(p.BudgetedRate),
    gstPercent: p.GSTPercentage,
    lineTotal: toNumericText(poLineAmount(p)),
    documentPath: p.DocumentPath,
  }))
  return {
    vendor,
    lines,
    amounts: totalsColumns(totals),
  }
}

/** The header columns the form sets. */
function headerOf(input: CreatePoInput, vendor: { id: string; name: string }) {
  return {
    poDate: input.PoDate,
    vendorId: vendor.id,
    vendorName: vendor.name,
    vendorContact: input.supplyPartnerContact,
    billingAddress: input.billingAddress,
    deliveryAddress: input.deliveryAddress,
    purchaseType: input.purchaseType,
    paymentTerms: input.PaymentTerms,
    deliveryDate: input.deliveryDate,
    shippingMode: input.shippingMode,
    incoTerms: input.incoTerms,
    validity: input.poValidity,
  }
}

/** Inserts lines; a LineID another PO already uses is 409, not a 500. */
async function insertLines(db: Db, lines: Array<typeof purchaseOrderLines.$inferInsert>): Promise<void> {
  try {
    await db.insert(purchaseOrderLines).values(lines)
  } catch (error) {
    if (isUniqueViolation(error, 'purchase_order_lines_pkey')) throw conflict('A LineID is already used')
    throw error
  }
}

/**
 * POST add-po: saves a new Draft with its lines and an audit entry, in one transaction. A poId
 * this user already saved returns that PO unchanged (a replay); another user's is 409. `origin`
 * is the created entry's remarks: where the PO came from when something else raised it (an award).
 */
export async function createPurchaseOrder(db: Db, actor: Actor, input: CreatePoInput, now: Date, origin = '') {
  return db.transaction(async (tx): Promise<PurchaseOrder> => {
    const [existing] = await tx
      .select({ tenantId: purchaseOrders.tenantId, createdBy: purchaseOrders.createdBy })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, input.poId))
    if (existing) {
      if (existing.tenantId !== actor.tenantId || existing.createdBy !== actor.userId) throw conflict(PO_ID_USED)
      return getPurchaseOrder(tx, actor, input.poId)
    }
    const { vendor, lines, amounts } = await priceForm(tx, actor, input, now)
    const number = await numberFor(tx, actor, input, now)
    try {
      await tx.insert(purchaseOrders).values({
        id: input.poId,
        tenantId: actor.tenantId,
        number,
        ...headerOf(input, vendor),
        status: 'Draft',
        ...amounts,
        createdBy: actor.userId,
        version: 1,
        createdAt: now,
        updatedAt: now,
      })
    } catch (error) {
      if (isUniqueViolation(error, 'purchase_orders_pkey')) throw conflict(PO_ID_USED)
      if (isUniqueViolation(error, 'purchase_orders_tenant_number_uq')) throw conflict(numberTaken(number))
      throw error
    }
    await insertLines(tx, lines)
    await writeAudit(tx, actor, {
      poId: input.poId,
      action: 'created',
      from: null,
      to: 'Draft',
      remarks: origin,
      at: now,
    })
    return getPurchaseOrder(tx, actor, input.poId)
  })
}

/**
 * POST update-po: replaces a Draft's header and lines. A version other than the current one is
 * 409 with the current PO (never a silent overwrite); so is a PO that has left Draft.
 */
export async function updatePurchaseOrder(db: Db, actor: Actor, input: UpdatePoInput, now: Date) {
  return db.transaction(async (tx): Promise<PurchaseOrder> => {
    const [po] = await tx
      .select()
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.id, input.poId), eq(purchaseOrders.tenantId, actor.tenantId)))
      .for('update')
    if (!po) throw notFound(PO_NOT_FOUND)
    if (po.version !== input.version) {
      throw conflict('This purchase order was changed by someone else', await getPurchaseOrder(tx, actor, po.id))
    }
    if (!EDITABLE_STATUSES.includes(po.status)) {
      throw conflict(`A purchase order that is ${po.status} cannot be edited`, await getPurchaseOrder(tx, actor, po.id))
    }
    const { vendor, lines, amounts } = await priceForm(tx, actor, input, now)
    const number = input.poNumber === '' ? po.number : input.poNumber
    if (number !== po.number && (await numberUsed(tx, actor.tenantId, number, po.id))) {
      throw conflict(numberTaken(number))
    }
    await tx
      .update(purchaseOrders)
      .set({ number, ...headerOf(input, vendor), ...amounts, version: po.version + 1, updatedAt: now })
      .where(eq(purchaseOrders.id, po.id))
    await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.poId, po.id))
    await insertLines(tx, lines)
    await writeAudit(tx, actor, { poId: po.id, action: 'edited', from: po.status, to: po.status, remarks: '', at: now })
    return getPurchaseOrder(tx, actor, po.id)
  })
}
