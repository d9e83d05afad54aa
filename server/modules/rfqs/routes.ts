import { Hono } from 'hono'
import { RFQ_READERS, RFQ_WRITERS } from '../../../src/shared/rfq-access'
import { RfqListQuerySchema } from '../../../src/shared/rfq-list-query'
import { RfqNegotiationQuerySchema } from '../../../src/shared/rfq-negotiation-query'
import {
  AwardRfqSchema,
  CounterOfferSchema,
  RecordRfqResponseSchema,
  RfqByIdQuerySchema,
  RfqResponseStatusSchema,
  RfqStatusChangeSchema,
  SaveRfqSchema,
  SendRfqSchema,
  SuggestedPartnersQuerySchema,
} from '../../../src/shared/rfq-schemas'
import type { AppEnv } from '../../lib/app-env'
import { idempotent } from '../../lib/idempotency'
import { allow } from '../../lib/policy'
import { publicUrlOf } from '../../lib/public-url'
import { ok, okPage } from '../../lib/respond'
import { requireActor } from '../../lib/session'
import { json, query } from '../../lib/validate'
import { type MailQueue, sendAfterAnswer } from '../approvals/mail-queue'
import { awardRfq } from './award'
import { compareRfq, negotiationWith } from './compare'
import { updateRfqStatus } from './lifecycle'
import { listRfqs } from './list'
import { counterOffer, reviewResponse } from './negotiate'
import { suggestedPartners } from './partners'
import { getRfq } from './read'
import { recordQuote } from './responses'
import { saveRfq } from './save'
import { sendRfq } from './send'

const readers = () => allow.roles(...RFQ_READERS)
const writers = () => allow.roles(...RFQ_WRITERS)

/** Requests for quotation for staff: save and send, list and view, compare, negotiate, award. */
export const rfqRoutes = new Hono<AppEnv>()
  .get('/get-all-rfq', readers(), query(RfqListQuerySchema), async (c) =>
    c.json(okPage(await listRfqs(c.var.db, requireActor(c), c.req.valid('query'), c.var.deps.now()))),
  )
  .get('/view-rfq-by-id', readers(), query(RfqByIdQuerySchema), async (c) =>
    c.json(ok(await getRfq(c.var.db, requireActor(c), c.req.valid('query').RFQID, c.var.deps.now()))),
  )
  .get('/get-rfq-comparison', readers(), query(RfqByIdQuerySchema), async (c) =>
    c.json(ok(await compareRfq(c.var.db, requireActor(c), c.req.valid('query').RFQID, c.var.deps.now()))),
  )
  .get('/get-rfq-negotiation', readers(), query(RfqNegotiationQuerySchema), async (c) => {
    const { RFQID, supplierId } = c.req.valid('query')
    return c.json(ok(await negotiationWith(c.var.db, requireActor(c), RFQID, supplierId, c.var.deps.now())))
  })
  .get('/get-rfq-suggested-partners', writers(), query(SuggestedPartnersQuerySchema), async (c) =>
    c.json(ok(await suggestedPartners(c.var.db, requireActor(c), c.req.valid('query').productId))),
  )
  .post('/request-for-quotation', writers(), idempotent, json(SaveRfqSchema), async (c) => {
    const mail: MailQueue = []
    const input = c.req.valid('json')
    const rfq = await saveRfq(c.var.db, requireActor(c), input, {
      now: c.var.deps.now(),
      linkBase: publicUrlOf(c),
      mail,
    })
    sendAfterAnswer(c.var.deps, mail)
    return c.json(ok(rfq, input.send ? `Request for quotation ${rfq.status}` : 'Request for quotation saved'))
  })
  .post('/send-rfq', writers(), idempotent, json(SendRfqSchema), async (c) => {
    const mail: MailQueue = []
    const actor = requireActor(c)
    const { RFQID } = c.req.valid('json')
    await sendRfq(c.var.db, actor, RFQID, { now: c.var.deps.now(), linkBase: publicUrlOf(c), mail })
    sendAfterAnswer(c.var.deps, mail)
    const rfq = await getRfq(c.var.db, actor, RFQID, c.var.deps.now())
    return c.json(ok(rfq, `Request for quotation ${rfq.status}`))
  })
  .post('/update-rfq-status', writers(), idempotent, json(RfqStatusChangeSchema), async (c) => {
    const mail: MailQueue = []
    const actor = requireActor(c)
    const input = c.req.valid('json')
    await updateRfqStatus(c.var.db, actor, input, c.var.deps.now(), mail)
    sendAfterAnswer(c.var.deps, mail)
    return c.json(
      ok(await getRfq(c.var.db, actor, input.RFQID, c.var.deps.now()), `Request for quotation ${input.status}`),
    )
  })
  .post('/record-rfq-response', writers(), idempotent, json(RecordRfqResponseSchema), async (c) => {
    const actor = requireActor(c)
    const { RFQID, supplierId, lines } = c.req.valid('json')
    const recorded = await recordQuote(c.var.db, actor, { rfqId: RFQID, supplierId, lines }, c.var.deps.now())
    return c.json(ok(recorded, 'Response recorded'))
  })
  .post('/update-rfq-response-status', writers(), idempotent, json(RfqResponseStatusSchema), async (c) =>
    c.json(
      ok(await reviewResponse(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now()), 'Response updated'),
    ),
  )
  .post('/counter-rfq-offer', writers(), idempotent, json(CounterOfferSchema), async (c) => {
    const mail: MailQueue = []
    const thread = await counterOffer(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now(), mail)
    sendAfterAnswer(c.var.deps, mail)
    return c.json(ok(thread, 'Counter offer sent'))
  })
  .post('/award-rfq', writers(), idempotent, json(AwardRfqSchema), async (c) => {
    const mail: MailQueue = []
    const result = await awardRfq(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now(), mail)
    sendAfterAnswer(c.var.deps, mail)
    return c.json(ok(result, 'Request for quotation awarded'))
  })
