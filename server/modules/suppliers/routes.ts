import { Hono } from 'hono'
import {
  SupplierByIdQuerySchema,
  SupplierCreateSchema,
  SupplierListQuerySchema,
  SupplierStatusUpdateSchema,
  SupplierUpdateSchema,
} from '../../../src/shared/supplier-schemas'
import { SUPPLIER_DECIDERS, SUPPLIER_EDITORS } from '../../../src/shared/supplier-status'
import type { AppEnv } from '../../lib/app-env'
import { idempotent } from '../../lib/idempotency'
import { allow } from '../../lib/policy'
import { ok, okPage } from '../../lib/respond'
import { requireActor } from '../../lib/session'
import { json, query } from '../../lib/validate'
import { sendAfterAnswer } from '../approvals/mail-queue'
import { listSuppliers } from './list'
import { createSupplier, getSupplier, updateSupplier, updateSupplierStatus } from './service'

const editor = allow.roles(...SUPPLIER_EDITORS)
const decider = allow.roles(...SUPPLIER_DECIDERS)

/** Supply partners (spec point 7): everyone signed in reads, buyers register and edit, approvers decide status. */
export const supplierRoutes = new Hono<AppEnv>()
  .get('/get-all-vendors', allow.signedIn(), query(SupplierListQuerySchema), async (c) =>
    c.json(okPage(await listSuppliers(c.var.db, requireActor(c), c.req.valid('query')))),
  )
  .get('/get-vendor-by-id', allow.signedIn(), query(SupplierByIdQuerySchema), async (c) =>
    c.json(ok(await getSupplier(c.var.db, requireActor(c), c.req.valid('query').id))),
  )
  .post('/add-supplier-partner', editor, idempotent, json(SupplierCreateSchema), async (c) => {
    const approval = { now: c.var.deps.now(), mail: [] }
    const supplier = await createSupplier(c.var.db, requireActor(c), c.req.valid('json'), approval)
    sendAfterAnswer(c.var.deps, approval.mail)
    return c.json(ok(supplier, 'Supply partner registered successfully!'))
  })
  .post('/update-supplier-partner', editor, idempotent, json(SupplierUpdateSchema), async (c) => {
    const approval = { now: c.var.deps.now(), mail: [] }
    const supplier = await updateSupplier(c.var.db, requireActor(c), c.req.valid('json'), approval)
    sendAfterAnswer(c.var.deps, approval.mail)
    return c.json(ok(supplier, 'Supply partner updated successfully!'))
  })
  .post('/update-supplier-status', decider, idempotent, json(SupplierStatusUpdateSchema), async (c) => {
    const approval = { now: c.var.deps.now(), mail: [] }
    const supplier = await updateSupplierStatus(c.var.db, requireActor(c), c.req.valid('json'), approval)
    sendAfterAnswer(c.var.deps, approval.mail)
    return c.json(ok(supplier, `Supply partner is now ${supplier.status}`))
  })
