import { and, asc, eq, inArray } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { orderLines, orders } from '../../../server/db/schema/orders'
import { purchaseOrderAudit, purchaseOrderLines, purchaseOrders } from '../../../server/db/schema/purchase-orders'
import { suppliers } from '../../../server/db/schema/suppliers'
import type { TestApp } from '../helpers/test-app'
import { poBody } from '../purchase-orders/po-fixtures'
import type { pageWrites } from './outbox-harness'

/** One abstract step of a user's session; the model turns it into a write that is valid at that point. */
export interface Step {
  /** Which document: the cart, or a purchase order. */
  doc: 'cart' | 'po'
  /** Picks the operation and its target. */
  pick: number
  quantity: number
}

interface PoModel {
  version: number
  status: string
  lines: Array<[particular: string, quantity: number, rate: number]>
  audits: number
}

/** What the server must hold for one buyer once every write went through exactly once. */
export interface Model {
  /** productId -> [line CartID, quantity] */
  cart: Map<number, [string, number]>
  /** OrderID -> productId -> quantity */
  orders: Map<string, Map<number, number>>
  pos: Map<string, PoModel>
}

export const emptyModel = (): Model => ({ cart: new Map(), orders: new Map(), pos: new Map() })

/** What the fixtures give the model: orderable products, an Active vendor and a unit. */
export interface World {
  productIds: number[]
  vendorId: string
  unitId: number
}

const linesOf = (step: Step, n: number): PoModel['lines'] =>
  Array.from({ length: 1 + (step.pick % 3) }, (_, i) => [
    `Item ${n}-${i}`,
    step.quantity + i,
    10 * (1 + ((step.pick + i) % 7)),
  ])

/** Applies one step to the model and returns the request the page sends for it. */
export function nextWrite(model: Model, step: Step, world: World, writes: ReturnType<typeof pageWrites>, n: number) {
  if (step.doc === 'cart') {
    const lines = [...model.cart.entries()]
    const choice = step.pick % 20
    if (lines.length > 0 && choice >= 17) {
      const orderId = uuidv7()
      model.orders.set(orderId, new Map(lines.map(([productId, [, qty]]) => [productId, qty])))
      model.cart.clear()
      return writes.checkout(orderId)
    }
    const line = lines[step.pick % Math.max(lines.length, 1)]
    if (line && choice >= 14) {
      model.cart.delete(line[0])
      return writes.deleteCartItem(line[1][0])
    }
    if (line && choice >= 10) {
      model.cart.set(line[0], [line[1][0], step.quantity])
      return writes.updateCartItem(line[1][0], step.quantity)
    }
    const productId = world.productIds[step.pick % world.productIds.length] ?? 0
    const cartId = uuidv7()
    const existing = model.cart.get(productId)
    model.cart.set(productId, existing ? [existing[0], existing[1] + step.quantity] : [cartId, step.quantity])
    return writes.addToCart(productId, step.quantity, cartId)
  }
  const drafts = [...model.pos.entries()].filter(([, po]) => po.status === 'Draft')
  const draft = drafts[step.pick % Math.max(drafts.length, 1)]
  const choice = step.pick % 10
  if (!draft || choice < 3) {
    const lines = linesOf(step, n)
    const body = poBody(world.vendorId, world.unitId, { products: productsOf(lines, world.unitId) })
    model.pos.set(String(body.poId), { version: 1, status: 'Draft', lines, audits: 1 })
    return writes.addPo(body)
  }
  const [poId, po] = draft
  if (choice < 8) {
    const lines = linesOf(step, n)
    const body = poBody(world.vendorId, world.unitId, { poId, products: productsOf(lines, world.unitId) })
    model.pos.set(poId, { ...po, version: po.version + 1, lines, audits: po.audits + 1 })
    return writes.updatePo({ ...body, version: po.version })
  }
  const status = choice === 8 ? 'Pending Approval' : 'Cancelled'
  model.pos.set(poId, { ...po, version: po.version + 1, status, audits: po.audits + 1 })
  return writes.movePo(poId, status)
}

function productsOf(lines: PoModel['lines'], unitId: number) {
  return lines.map(([Particular, Quantity, BudgetedRate]) => ({
    Particular,
    ItemDescription: '',
    Quantity,
    UOMID: unitId,
    BudgetedRate,
    GSTPercentage: '18%',
    DocumentPath: null,
  }))
}

/** What the server holds for a buyer, in the model's shape. */
export async function serverState(
  t: TestApp,
  userId: string,
  cart: Array<{ CartID: string; ProductID: number; Quantity: number }>,
): Promise<Model> {
  const state = emptyModel()
  for (const line of cart) state.cart.set(line.ProductID, [line.CartID, line.Quantity])
  const placed = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.placedBy, userId))
  if (placed.length > 0) {
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          placed.map((o) => o.id),
        ),
      )
    for (const o of placed) state.orders.set(o.id, new Map())
    for (const l of lines) state.orders.get(l.orderId)?.set(l.productId, Number(l.quantity))
  }
  const pos = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.createdBy, userId))
  for (const po of pos) {
    const lines = await t.db
      .select()
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.poId, po.id))
      .orderBy(asc(purchaseOrderLines.position))
    const audits = await t.db
      .select({ id: purchaseOrderAudit.id })
      .from(purchaseOrderAudit)
      .where(and(eq(purchaseOrderAudit.poId, po.id)))
    state.pos.set(po.id, {
      version: po.version,
      status: po.status,
      lines: lines.map((l) => [l.particular, Number(l.quantity), Number(l.rate)]),
      audits: audits.length,
    })
  }
  return state
}

/**
 * Deactivates or reactivates the vendor (as an approver would from another device). The model does
 * not change: a write refused meanwhile is retried by the user and must still apply in its place.
 */
export async function setVendorStatus(t: TestApp, vendorId: string, status: 'Active' | 'Inactive'): Promise<void> {
  await t.db.update(suppliers).set({ status }).where(eq(suppliers.id, vendorId))
}
