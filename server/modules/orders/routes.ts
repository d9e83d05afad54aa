import { Hono } from 'hono'
import {
  CreateOrderSchema,
  OrderByIdQuerySchema,
  OrderListQuerySchema,
  UpdateOrderStatusSchema,
} from '../../../src/shared/order-schemas'
import type { AppEnv } from '../../lib/app-env'
import { idempotent } from '../../lib/idempotency'
import { allow } from '../../lib/policy'
import { ok, okPage } from '../../lib/respond'
import { requireActor } from '../../lib/session'
import { json, query } from '../../lib/validate'
import { type MailQueue, sendAfterAnswer } from '../approvals/mail-queue'
import { budgetSlot } from '../budgets/check'
import { listOrders } from './list'
import { getOrder } from './read'
import { createOrder, updateOrderStatus } from './service'

/** Orders placed from the cart, their list, detail and lifecycle. */
export const orderRoutes = new Hono<AppEnv>()
  .get('/get-all-orders', allow.signedIn(), query(OrderListQuerySchema), async (c) =>
    c.json(okPage(await listOrders(c.var.db, requireActor(c), c.req.valid('query')))),
  )
  .get('/get-order-by-id', allow.signedIn(), query(OrderByIdQuerySchema), async (c) =>
    c.json(ok(await getOrder(c.var.db, requireActor(c), c.req.valid('query').OrderID, c.var.deps.now()))),
  )
  .post('/create-order', allow.signedIn(), idempotent, json(CreateOrderSchema), async (c) => {
    const mail: MailQueue = []
    const budget = budgetSlot()
    const order = await createOrder(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now(), mail, budget)
    sendAfterAnswer(c.var.deps, mail)
    return c.json({ ...ok(order, 'Order placed'), budget: budget.notice })
  })
  .post('/update-order-status', allow.signedIn(), idempotent, json(UpdateOrderStatusSchema), async (c) => {
    const mail: MailQueue = []
    const order = await updateOrderStatus(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now(), mail)
    sendAfterAnswer(c.var.deps, mail)
    return c.json(ok(order, 'Order updated'))
  })
