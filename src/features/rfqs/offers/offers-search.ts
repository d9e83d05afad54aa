import * as v from 'valibot'
import { lenient } from '../../../components/list-kit/url-param'

const text = lenient(v.pipe(v.union([v.string(), v.number()]), v.transform(String)))

/** Search params of /Manage-RFQs/RFQ-Offers: `rfq` is the RFQ compared (checked by the route's guard). */
export const OffersSearchSchema = v.object({ rfq: text })

/** Search params of /Manage-RFQs/RFQ-Offers/CounterOffer: the RFQ and the partner negotiated with. */
export const CounterOfferSearchSchema = v.object({ rfq: text, partner: text })
