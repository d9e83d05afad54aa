import { Hono } from 'hono'
import {
  CreatePoFromLowStockSchema,
  LOW_STOCK_READERS,
  LowStockQuerySchema,
} from '../../../src/shared/low-stock-schemas'
import { PO_WRITERS } from '../../../src/shared/po-access'
import type { AppEnv } from '../../lib/app-env'
import { idempotent } from '../../lib/idempotency'
import { allow } from '../../lib/policy'
import { ok, okPage } from '../../lib/respond'
import { requireActor } from '../../lib/session'
import { json, query } from '../../lib/validate'
import { createPosFromLowStock, listLowStock } from './service'

/** The low-stock list and reordering from it (buyers make the Draft POs). */
export const lowStockRoutes = new Hono<AppEnv>()
  .get('/get-low-stock', allow.roles(...LOW_STOCK_READERS), query(LowStockQuerySchema), async (c) =>
    c.json(okPage(await listLowStock(c.var.db, requireActor(c), c.req.valid('query')))),
  )
  .post(
    '/create-po-from-low-stock',
    allow.roles(...PO_WRITERS),
    idempotent,
    json(CreatePoFromLowStockSchema),
    async (c) => {
      const made = await createPosFromLowStock(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now())
      return c.json(ok(made, made.length === 1 ? 'Draft PO created' : `${made.length} Draft POs created`))
    },
  )
