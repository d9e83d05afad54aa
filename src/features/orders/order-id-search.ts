import { redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { lenient } from '../../lib/list-search'
import { formToast } from '../../lib/toast'
import { OrderIdSchema } from '../../shared/record-ids'

/** Search params of the screens that name one order (?OrderID=): a malformed id is dropped. */
export const OrderIdSearchSchema = v.object({ OrderID: lenient(OrderIdSchema) })

export type OrderIdSearch = v.InferOutput<typeof OrderIdSearchSchema>

/** Checks the order id of /order_detail: a missing or malformed one shows 'Invalid order ID' and goes to /orders. */
export function requireOrderId(id: string | undefined, preload: boolean): string {
  if (id) return id
  if (!preload) formToast.error('Invalid order ID')
  throw redirect({ to: '/orders', replace: true })
}
