import { Hono } from 'hono'
import { PO_READERS, PO_RECEIVERS, PO_WRITERS } from '../../../src/shared/po-access'
import { PoDocumentUploadSchema } from '../../../src/shared/po-document'
import { PoExportQuerySchema, PoFilterOptionsQuerySchema, PoListQuerySchema } from '../../../src/shared/po-list-query'
import {
  CreatePoSchema,
  PoByIdQuerySchema,
  RecordPoDeliverySchema,
  UpdatePoSchema,
  UpdatePoStatusSchema,
} from '../../../src/shared/po-schemas'
import type { AppEnv } from '../../lib/app-env'
import { idempotent } from '../../lib/idempotency'
import { allow } from '../../lib/policy'
import { ok, okPage } from '../../lib/respond'
import { requireActor } from '../../lib/session'
import { json, query } from '../../lib/validate'
import { type MailQueue, sendAfterAnswer } from '../approvals/mail-queue'
import { budgetSlot } from '../budgets/check'
import { recordPoDelivery } from './deliveries'
import { storePoDocument } from './documents'
import { exportPurchaseOrders } from './export'
import { poFilterOptions } from './filter-options'
import { updatePoStatus } from './lifecycle'
import { listPurchaseOrders } from './list'
import { poPdf } from './pdf'
import { getPurchaseOrder } from './read'
import { createPurchaseOrder, updatePurchaseOrder } from './service'
import { listUnits } from './units'

/** Everyone who works with purchase orders reads them; catalogue managers do not. */
const readers = () => allow.roles(...PO_READERS)

/** Purchase orders: list, detail, Draft create and edit, lifecycle, deliveries, PDF and export. */
export const purchaseOrderRoutes = new Hono<AppEnv>()
  .get('/get-all-po', readers(), query(PoListQuerySchema), async (c) =>
    c.json(okPage(await listPurchaseOrders(c.var.db, requireActor(c), c.req.valid('query')))),
  )
  .get('/get-po-by-id', readers(), query(PoByIdQuerySchema), async (c) =>
    c.json(ok(await getPurchaseOrder(c.var.db, requireActor(c), c.req.valid('query').poId, c.var.deps.now()))),
  )
  .get('/get-po-filter-options', readers(), query(PoFilterOptionsQuerySchema), async (c) =>
    c.json(ok(await poFilterOptions(c.var.db, requireActor(c), c.req.valid('query')))),
  )
  .get('/get-units-of-measure', readers(), async (c) => c.json(ok(await listUnits(c.var.db, requireActor(c).tenantId))))
  .post('/add-po', allow.roles(...PO_WRITERS), idempotent, json(CreatePoSchema), async (c) => {
    const po = await createPurchaseOrder(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now())
    return c.json(ok(po, 'Purchase order saved'))
  })
  .post('/add-po-document', allow.roles(...PO_WRITERS), idempotent, json(PoDocumentUploadSchema), async (c) => {
    const { Document } = c.req.valid('json')
    const path = await storePoDocument(c.var.db, requireActor(c), Document, c.var.deps.now())
    return c.json(ok({ DocumentPath: path }, 'File uploaded'))
  })
  .post('/update-po', allow.roles(...PO_WRITERS), idempotent, json(UpdatePoSchema), async (c) => {
    const po = await updatePurchaseOrder(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now())
    return c.json(ok(po, 'Purchase order updated'))
  })
  .post('/update-po-status', readers(), idempotent, json(UpdatePoStatusSchema), async (c) => {
    const mail: MailQueue = []
    const budget = budgetSlot()
    const po = await updatePoStatus(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now(), mail, budget)
    sendAfterAnswer(c.var.deps, mail)
    return c.json({ ...ok(po, `Purchase order ${po.status}`), budget: budget.notice })
  })
  .post('/record-po-delivery', allow.roles(...PO_RECEIVERS), idempotent, json(RecordPoDeliverySchema), async (c) => {
    const po = await recordPoDelivery(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now())
    return c.json(ok(po, 'Delivery recorded'))
  })
  .get('/po-pdf', readers(), query(PoByIdQuerySchema), async (c) => {
    const po = await getPurchaseOrder(c.var.db, requireActor(c), c.req.valid('query').poId)
    const pdf = await poPdf(po)
    c.header('Content-Type', 'application/pdf')
    c.header('Content-Disposition', `attachment; filename="${po.poNumber.replace(/[^\w.-]/g, '_')}.pdf"`)
    return c.body(new Uint8Array(pdf).slice().buffer)
  })
  .get('/export-po', readers(), query(PoExportQuerySchema), async (c) => {
    const q = c.req.valid('query')
    const file = await exportPurchaseOrders(c.var.db, requireActor(c), q, c.var.deps.now())
    c.header('Content-Type', file.contentType)
    c.header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    return c.body(file.body)
  })
