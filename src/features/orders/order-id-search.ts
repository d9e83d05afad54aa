import * as v from 'valibot'
import { lenient } from '../../components/list-kit/url-param'
import { OrderIdSchema } from '../../shared/record-ids'

/** Search params of the screens that name one order (?OrderID=): a malformed id is dropped. */
export const OrderIdSearchSchema = v.object({ OrderID: lenient(OrderIdSchema) })

export type OrderIdSearch = v.InferOutput<typeof OrderIdSearchSchema>
