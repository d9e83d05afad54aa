import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import * as v from 'valibot'
import { poLink } from '../../../src/shared/dashboard-links'
import {
  type CreatePoFromLowStockInput,
  LOW_STOCK_SORT_COLUMNS,
  type LowStockQuery,
  type LowStockRow,
  suggestedQuantity,
} from '../../../src/shared/low-stock-schemas'
import { CreatePoSchema } from '../../../src/shared/po-schemas'
import type { Db } from '../../db/client'
import { categories, products } from '../../db/schema/catalogue'
import { suppliers } from '../../db/schema/suppliers'
import type { Actor } from '../../lib/app-env'
import { badRequest, notFound } from '../../lib/errors'
import { createPurchaseOrder } from '../purchase-orders/service'
import { listUnits } from '../purchase-orders/units'

/** Live, active products of the tenant whose stock is at or below their reorder level. */
export function lowStockWhere(tenantId: string): SQL {
  return and(
    eq(products.tenantId, tenantId),
    isNull(products.deletedAt),
    eq(products.status, 'Active'),
    sql`${products.stock} <= ${products.reorderLevel}`,
  ) as SQL
}

const SHORTFALL = sql`${products.reorderLevel} - ${products.stock}`
const SORT: Record<(typeof LOW_STOCK_SORT_COLUMNS)[number], SQL | AnyPgColumn> = {
  Shortfall: SHORTFALL,
  Name: products.name,
  SKU: products.sku,
  Stock: sql`${products.stock}`,
  CategoryName: sql`${categories.name}`,
}

/** A line's rate: the cost price, or the selling price when no cost price is kept. */
const rateOf = (p: { costPrice: string; price: string }) =>
  Number(p.costPrice) > 0 ? Number(p.costPrice) : Number(p.price)

/** GET get-low-stock: a page of the low products, biggest shortfall first by default. */
export async function listLowStock(db: Db, actor: Actor, q: LowStockQuery) {
  const base = lowStockWhere(actor.tenantId)
  const filters: SQL[] = []
  if (q.search_txt) {
    const pattern = `%${q.search_txt.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    filters.push(sql`(${products.name} ilike ${pattern} or ${products.sku} ilike ${pattern})`)
  }
  if (q.CategoryID) filters.push(eq(products.categoryId, q.CategoryID))
  const column = LOW_STOCK_SORT_COLUMNS[q.iSortCol_0] ?? 'Shortfall'
  // Shortfall reads naturally biggest first; the other columns as asked.
  const direction =
    column === 'Shortfall' ? (q.sSortDir_0 === 'asc' ? desc : asc) : q.sSortDir_0 === 'desc' ? desc : asc
  const rows = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(base, ...filters))
    .orderBy(direction(SORT[column]), asc(products.id))
    .limit(q.iDisplayLength)
    .offset(q.iDisplayStart)
  const [total] = await db.select({ n: count() }).from(products).where(base)
  const [filtered] =
    filters.length === 0
      ? [total]
      : await db
          .select({ n: count() })
          .from(products)
          .where(and(base, ...filters))
  const page: LowStockRow[] = rows.map(({ product: p, categoryName }) => ({
    ProductID: p.id,
    Name: p.name,
    SKU: p.sku,
    CategoryName: categoryName,
    Stock: p.stock,
    ReorderLevel: p.reorderLevel,
    SuggestedQuantity: suggestedQuantity(p.stock, p.reorderLevel),
    Unit: p.unit,
    Rate: rateOf(p),
    GSTPercentage: p.taxPercentage,
    DeliveryLeadTime: p.deliveryLeadTime,
  }))
  return { rows: page, total: total?.n ?? 0, filtered: filtered?.n ?? 0 }
}

/** The PO unit of a product's unit (the tenant's default units: Nos, pcs, Box ...). */
const PO_UNIT_NAMES: Record<string, string> = { uom: 'Nos', pieces: 'pcs', boxes: 'Box' }

const isoDay = (when: Date) => when.toISOString().slice(0, 10)
const addDays = (day: string, days: number) =>
  isoDay(new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 24 * 3_600_000))

/**
 * POST create-po-from-low-stock: one Draft PO per chosen vendor, its lines filled from the
 * products (name, SKU and unit, cost price, GST), through the PO module's create service, in one
 * transaction. Each PO has the client's poId, so sending the same reorder again makes nothing new.
 */
export async function createPosFromLowStock(db: Db, actor: Actor, input: CreatePoFromLowStockInput, now: Date) {
  return db.transaction(async (tx) => {
    const ids = [...new Set(input.pos.flatMap((po) => po.lines.map((l) => l.ProductID)))]
    const found = await tx
      .select()
      .from(products)
      .where(and(eq(products.tenantId, actor.tenantId), isNull(products.deletedAt), inArray(products.id, ids)))
    const byId = new Map(found.map((p) => [p.id, p]))
    const missing = ids.filter((id) => !byId.has(id))
    if (missing.length > 0) throw notFound(`Product not found: ${missing.join(', ')}`)
    const vendors = await tx
      .select({ id: suppliers.id, paymentTerms: suppliers.paymentTerms })
      .from(suppliers)
      .where(
        and(
          eq(suppliers.tenantId, actor.tenantId),
          inArray(
            suppliers.id,
            input.pos.map((po) => po.vendorId),
          ),
        ),
      )
    const terms = new Map(vendors.map((s) => [s.id, s.paymentTerms]))
    const units = await listUnits(tx, actor.tenantId)
    const unitId = (unit: string) => (units.find((u) => u.name === PO_UNIT_NAMES[unit]) ?? units[0])?.id ?? 1
    const today = isoDay(now)
    const made = []
    for (const po of input.pos) {
      const form = v.safeParse(CreatePoSchema, {
        poId: po.poId,
        PoDate: today,
        vendorName: po.vendorId,
        billingAddress: input.billingAddress,
        deliveryAddress: input.deliveryAddress,
        purchaseType: 'Goods',
        PaymentTerms: terms.get(po.vendorId) ?? 'Net 30',
        deliveryDate: input.deliveryDate ?? addDays(today, 7),
        products: po.lines.map((line) => {
          const p = byId.get(line.ProductID)
          if (!p) throw notFound(`Product not found: ${line.ProductID}`)
          return {
            Particular: p.name.slice(0, 200),
            ItemDescription: `SKU ${p.sku}`,
            Quantity: line.Quantity,
            UOMID: unitId(p.unit),
            BudgetedRate: rateOf(p),
            GSTPercentage: p.taxPercentage,
          }
        }),
      })
      if (!form.success) throw badRequest(form.issues[0]?.message ?? 'Invalid purchase order')
      const saved = await createPurchaseOrder(tx, actor, form.output, now)
      made.push({
        poId: saved.poId,
        poNumber: saved.poNumber,
        vendorName: saved.vendorName,
        lines: saved.products.length,
        href: poLink(saved.poId),
      })
    }
    return made
  })
}
