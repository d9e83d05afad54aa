import { Hono } from 'hono'
import {
  RfqResponseDocumentSchema,
  RfqTokenQuerySchema,
  SubmitRfqResponseSchema,
} from '../../../src/shared/rfq-schemas'
import type { AppEnv } from '../../lib/app-env'
import { allow } from '../../lib/policy'
import { ok } from '../../lib/respond'
import { json, query } from '../../lib/validate'
import { linkAddressRateLimit, takeLinkRequest } from './link-rate-limit'
import { respondByLink, storeDocumentByLink, viewByLink } from './public'

/**
 * The supplier response page's API: no session, only the partner's signed link (RFQID + token) for
 * the tenant of the Domain header. A token of another RFQ, tampered or expired is 403 and changes nothing.
 * Requests are limited per client address and per link (429 beyond).
 */
export const rfqPublicRoutes = new Hono<AppEnv>()
  .get('/rfq-response', allow.public(), linkAddressRateLimit, query(RfqTokenQuerySchema), async (c) => {
    const link = { tenantId: c.var.tenant.id, ...c.req.valid('query') }
    await takeLinkRequest(c, link.token)
    return c.json(ok(await viewByLink(c.var.db, link, c.var.deps.now())))
  })
  .post('/submit-rfq-response', allow.public(), linkAddressRateLimit, json(SubmitRfqResponseSchema), async (c) => {
    const { lines, ...rest } = c.req.valid('json')
    await takeLinkRequest(c, rest.token)
    const view = await respondByLink(c.var.db, { tenantId: c.var.tenant.id, ...rest }, lines, c.var.deps.now())
    return c.json(ok(view, 'Your quotation was submitted'))
  })
  .post(
    '/add-rfq-response-document',
    allow.public(),
    linkAddressRateLimit,
    json(RfqResponseDocumentSchema),
    async (c) => {
      const { Document, ...rest } = c.req.valid('json')
      await takeLinkRequest(c, rest.token)
      const path = await storeDocumentByLink(
        c.var.db,
        { tenantId: c.var.tenant.id, ...rest },
        Document,
        c.var.deps.now(),
      )
      return c.json(ok({ DocumentPath: path }, 'File uploaded'))
    },
  )
