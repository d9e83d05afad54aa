import { Hono } from 'hono'
import { RfqAttachmentQuerySchema } from '../../../src/shared/rfq-schemas'
import type { AppEnv } from '../../lib/app-env'
import { DOCUMENT_PATH_PREFIX, documentFilePath } from '../../lib/document-store'
import { notFound } from '../../lib/errors'
import { allow } from '../../lib/policy'
import { serveStoredFile } from '../../lib/serve-stored-file'
import { query } from '../../lib/validate'
import { linkAddressRateLimit, takeLinkRequest } from './link-rate-limit'
import { findRfq } from './records'
import { invitationOf } from './responses'
import { verifyLink } from './token'

const ATTACHMENT_NOT_FOUND = 'This file is not attached to the request for quotation'

/**
 * GET rfq-attachment: one of an RFQ's attachments for the partner of a signed link (who has no
 * session, so cannot open /files/docs/). Only files the RFQ names; a token of another RFQ, tampered
 * or expired is 403; any other file 404; limited per address and per link like the other link
 * endpoints (429). Staff open the same files under /files/docs/.
 */
export const rfqAttachmentRoutes = new Hono<AppEnv>().get(
  '/rfq-attachment',
  allow.public(),
  linkAddressRateLimit,
  query(RfqAttachmentQuerySchema),
  async (c) => {
    const { RFQID, token, name } = c.req.valid('query')
    await takeLinkRequest(c, token)
    const tenantId = c.var.tenant.id
    const supplierId = await verifyLink(c.var.db, tenantId, RFQID, token, c.var.deps.now())
    const rfq = await findRfq(c.var.db, tenantId, RFQID)
    // A partner taken off the RFQ keeps a signed link, but no longer its files.
    await invitationOf(c.var.db, rfq.id, supplierId)
    const path = documentFilePath(name)
    if (!path || !rfq.attachments.includes(`${DOCUMENT_PATH_PREFIX}${name}`)) throw notFound(ATTACHMENT_NOT_FOUND)
    const answer = await serveStoredFile(c, tenantId, path, {
      cacheControl: 'private, no-cache',
      disposition: `attachment; filename="${name}"`,
    })
    if (!answer) throw notFound(ATTACHMENT_NOT_FOUND)
    return answer
  },
)
