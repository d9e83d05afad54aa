import { and, asc, eq, inArray } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { approvalDecisionOf } from '../../../src/shared/approval-rules'
import type { CartItem } from '../../../src/shared/cart-schemas'
import { cartView, pricedLine } from '../../../src/shared/cart-view'
import { fromPaise, toNumericText } from '../../../src/shared/money'
import type { CreateOrderInput, Order, UpdateOrderStatusInput } from '../../../src/shared/order-schemas'
import { canMoveOrder, isOrderTransition, orderDecision } from '../../../src/shared/order-status'
import { lineGross, MAX_AMOUNT_PAISE, orderTotals, totalsColumns } from '../../../src/shared/order-totals'
import { stockUnitsFor } from '../../../src/shared/quantity'
import type { Db } from '../../db/client'
import { cartItems, orderHistory, orderLines, orders } from '../../db/schema/orders'
import type { Actor } from '../../lib/app-env'
import { nextNumber } from '../../lib/counters'
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors'
import { isUniqueViolation } from '../../lib/pg-errors'
import { decideOn, needsApproval, pendingApproval, submitForApproval, withdrawApproval } from '../approvals/engine'
import type { MailQueue } from '../approvals/mail-queue'
import { refuseOwnDecision } from '../approvals/raiser'
import { type BudgetSlot, budgetSlot, checkBudget } from '../budgets/check'
import { loadCartLines } from '../cart/lines'
import { checkOrderApprovalBudget } from './approval-budget'
import { actorKinds, getOrder, visibleTo } from './read'
import { lockProducts, moveStock } from './stock'

/** Today's date (UTC) as YYYY-MM-DD: a required-by date before it is in the past. */
const isoDay = (when: Date) => when.toISOString().slice(0, 10)

/** The order's number: per tenant and year, ORD-2026-000001. */
const orderNumber = (year: number, sequence: number) => `ORD-${year}-${String(sequence).padStart(6, '0')}`

const ORDER_ID_USED = 'This OrderID is already used'

/** The order an OrderID already placed for this user (a replay), or null; another user's is 409. */
async function placedOrder(db: Db, actor: Actor, orderId: string): Promise<Order | null> {
  const [placed] = await db
    .select({ tenantId: orders.tenantId, placedBy: orders.placedBy })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!placed) return null
  if (placed.tenantId !== actor.tenantId || placed.placedBy !== actor.userId) throw conflict(ORDER_ID_USED)
  return getOrder(db, actor, orderId)
}

/** Refuses a cart that cannot become an order as it is; the 409s carry the cart so the page can show why. */
function checkCart(lines: CartItem[], acceptPriceChanges: boolean): void {
  const names = (list: CartItem[]) => list.map((l) => l.Name).join(', ')
  const unavailable = lines.filter((l) => l.Unavailable)
  if (unavailable.length > 0) {
    throw conflict(`Remove the items that are no longer available: ${names(unavailable)}`, cartView(lines))
  }
  const short = lines.filter((l) => l.StockShort)
  if (short.length > 0) {
    const left = short.map((l) => `${l.Name} (${l.Stock} left)`).join(', ')
    throw conflict(`Not enough stock: ${left}`, cartView(lines))
  }
  const changed = lines.filter((l) => l.PriceChanged)
  if (changed.length > 0 && !acceptPriceChanges) {
    throw conflict(`Prices changed for ${names(changed)}. Review the cart and confirm.`, cartView(lines))
  }
}

/**
 * POST create-order: in one transaction, checks the cart against the products as they are now,
 * copies the lines with their prices and GST, reserves stock, empties the cart and records history.
 * The user's cart lines are locked first, so a second checkout of the same cart waits and then
 * finds it empty, or finds its OrderID placed and returns that order (a replay places one order).
 * Stock is refused, not back-ordered: a line asking for more than is in stock stops the checkout.
 * With the Order workflow On, the order is submitted at once and waits in Pending Approval. The
 * department's budget is checked first (server/modules/budgets/check.ts): its notice goes to `budget`.
 */
export async function createOrder(
  db: Db,
  actor: Actor,
  input: CreateOrderInput,
  now: Date,
  mail: MailQueue = [],
  budget: BudgetSlot = budgetSlot(),
): Promise<Order> {
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: cartItems.id, productId: cartItems.productId })
      .from(cartItems)
      .where(and(eq(cartItems.tenantId, actor.tenantId), eq(cartItems.userId, actor.userId)))
      .orderBy(asc(cartItems.id))
      .for('update')
    const replayed = await placedOrder(tx, actor, input.OrderID)
    if (replayed) return replayed
    if (input.RequiredBy < isoDay(now)) {
      const msg = 'Required-by date cannot be in the past'
      throw badRequest(msg, { RequiredBy: [msg] })
    }
    if (locked.length === 0) throw badRequest('Your cart is empty')
    await lockProducts(
      tx,
      actor.tenantId,
      locked.map((l) => l.productId),
    )
    const lines = await loadCartLines(
      tx,
      actor,
      locked.map((l) => l.id),
    )
    checkCart(lines, input.AcceptPriceChanges)
    const priced = lines.map((line) => ({ line, price: pricedLine(line, input.AcceptPriceChanges) }))
    const totals = orderTotals(priced.map((p) => p.price))
    if (totals.totalPaise > MAX_AMOUNT_PAISE) throw badRequest('This order comes to more than one order can hold')
    budget.notice = await checkBudget(tx, actor, {
      type: 'Order',
      amount: fromPaise(totals.totalPaise),
      day: isoDay(now),
    })
    const sequence = await nextNumber(tx, actor.tenantId, `order-${now.getUTCFullYear()}`)
    const number = orderNumber(now.getUTCFullYear(), sequence)
    try {
      await tx.insert(orders).values({
        id: input.OrderID,
        tenantId: actor.tenantId,
        number,
        placedBy: actor.userId,
        status: 'Placed',
        deliveryAddress: input.DeliveryAddress,
        requiredBy: input.RequiredBy,
        notes: input.Notes,
        itemCount: lines.length,
        ...totalsColumns(totals),
        createdAt: now,
        updatedAt: now,
      })
    } catch (error) {
      // Another user placed this OrderID while this checkout ran (the check above saw nothing yet).
      if (isUniqueViolation(error, 'orders_pkey')) throw conflict(ORDER_ID_USED)
      throw error
    }
    await tx.insert(orderLines).values(
      priced.map(({ line, price }, position) => ({
        id: uuidv7(),
        orderId: input.OrderID,
        position,
        productId: line.ProductID,
        name: line.Name,
        sku: line.SKU,
        unit: line.UnitsofMeasurement,
        quantity: String(price.quantity),
        unitPrice: toNumericText(price.unitPrice),
        taxPercentage: price.gstPercent,
        lineTotal: toNumericText(lineGross(price)),
      })),
    )
    await moveStock(
      tx,
      actor,
      { kind: 'order', orderId: input.OrderID, at: now },
      lines.map((l) => ({ productId: l.ProductID, units: -stockUnitsFor(l.Quantity) })),
    )
    await tx.insert(orderHistory).values({
      id: uuidv7(),
      orderId: input.OrderID,
      status: 'Placed',
      at: now,
      byUser: actor.userId,
      remarks: 'Order placed',
    })
    const order = { type: 'Order', documentId: input.OrderID, documentNumber: number } as const
    const amount = fromPaise(totals.totalPaise)
    if (await submitForApproval(tx, actor, { ...order, amount, raisers: [actor.userId] }, now, mail)) {
      await tx.update(orders).set({ status: 'Pending Approval' }).where(eq(orders.id, input.OrderID))
      await tx.insert(orderHistory).values({
        id: uuidv7(),
        orderId: input.OrderID,
        status: 'Pending Approval',
        at: now,
        byUser: actor.userId,
        remarks: 'Submitted for approval',
      })
    }
    await tx.delete(cartItems).where(
      inArray(
        cartItems.id,
        locked.map((l) => l.id),
      ),
    )
    return getOrder(tx, actor, input.OrderID)
  })
}

/**
 * POST update-order-status: a move the lifecycle allows for this actor, with history; a cancel
 * returns the stock the order reserved. Asking for the status the order already has changes
 * nothing (a replay). A move the lifecycle has but not for this actor is 403; one it lacks is 409.
 * Nobody approves an order they placed (403), admins and approvers included. An order waiting on
 * its workflow is approved through the engine (the level's approver only); cancelling withdraws it.
 */
export async function updateOrderStatus(
  db: Db,
  actor: Actor,
  input: UpdateOrderStatusInput,
  now: Date,
  mail: MailQueue = [],
): Promise<Order> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.OrderID), eq(orders.tenantId, actor.tenantId), visibleTo(actor)))
      .for('update')
    if (!order) throw notFound('Order not found')
    const from = order.status
    const to = input.Status
    if (from === to) return getOrder(tx, actor, order.id)
    if (!actorKinds(actor, order.placedBy).some((kind) => canMoveOrder(from, to, kind))) {
      if (isOrderTransition(from, to)) throw forbidden(`You cannot move an order from ${from} to ${to}`)
      throw conflict(`An order that is ${from} cannot be moved to ${to}`)
    }
    const decision = orderDecision(from, to)
    refuseOwnDecision('order', decision, order.placedBy === actor.userId)
    const approval = from === 'Pending Approval' ? await pendingApproval(tx, actor.tenantId, 'Order', order.id) : null
    if (decision && approval) {
      await decideOn(tx, actor, approval, { decision: approvalDecisionOf(decision), remarks: input.Remarks }, now, mail)
      return getOrder(tx, actor, order.id)
    }
    if (decision && from === 'Placed' && (await needsApproval(tx, actor.tenantId, 'Order', Number(order.total)))) {
      throw conflict('This order needs approval: submit it for approval first')
    }
    // Approved without the engine (the Order workflow did not route it): the budget again, as the engine does.
    if (to === 'Approved') await checkOrderApprovalBudget(tx, actor.tenantId, order.id)
    if (approval && to === 'Cancelled') await withdrawApproval(tx, actor, approval, now, mail)
    if (to === 'Cancelled') {
      const lines = await tx
        .select({ productId: orderLines.productId, quantity: orderLines.quantity })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
      await moveStock(
        tx,
        actor,
        { kind: 'order-cancel', orderId: order.id, at: now },
        lines.map((l) => ({ productId: l.productId, units: stockUnitsFor(Number(l.quantity)) })),
      )
    }
    await tx.update(orders).set({ status: to, updatedAt: now }).where(eq(orders.id, order.id))
    await tx.insert(orderHistory).values({
      id: uuidv7(),
      orderId: order.id,
      status: to,
      at: now,
      byUser: actor.userId,
      remarks: input.Remarks,
    })
    if (to === 'Pending Approval') {
      const document = { type: 'Order', documentId: order.id, documentNumber: order.number } as const
      await submitForApproval(
        tx,
        actor,
        { ...document, amount: Number(order.total), raisers: [order.placedBy] },
        now,
        mail,
      )
    }
    return getOrder(tx, actor, order.id)
  })
}
