import { requestObject } from './request-object'
import { uuidSchema } from './uuid'

/** GET get-rfq-negotiation: one RFQ's negotiation thread with one of its partners. */
export const RfqNegotiationQuerySchema = requestObject({
  RFQID: uuidSchema('Invalid RFQ ID'),
  supplierId: uuidSchema('Invalid supply partner id'),
})
