import * as v from 'valibot'
import { listQueryEntries } from './list-query'
import { ORDER_STATUSES } from './order-status'
import { printable } from './po-fields'
import { requestObject } from './request-object'
import { ORDER_SORT_COLUMNS } from './sort-columns'

// Apart from the other order schemas: the browser derives its list URL from this one, and the
// router checks URLs before any page code loads, so it must stay small.

/** True for a day that exists (valibot's isoDate lets 2026-02-31 through) from 1900 on. */
function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00.000Z`)
  return day >= '1900' && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day)
}

/** A calendar day written YYYY-MM-DD. */
export const IsoDateSchema = (message: string) =>
  v.pipe(v.string(message), v.trim(), v.isoDate(message), v.check(isCalendarDay, message))

/** The order list's spend filter: orders counted as spend. */
export const ORDER_SPEND_FILTERS = ['yes'] as const

/** GET get-all-orders: paging, order number search, sort, status and the placed-between days. */
export const OrderListQuerySchema = requestObject({
  ...listQueryEntries(ORDER_SORT_COLUMNS.length),
  search_txt: v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(100, 'Search text is too long'), printable('Search text')),
    '',
  ),
  status: v.optional(v.picklist(ORDER_STATUSES, 'Unknown order status')),
  from: v.optional(IsoDateSchema('from must be a date (YYYY-MM-DD)')),
  to: v.optional(IsoDateSchema('to must be a date (YYYY-MM-DD)')),
  /** `yes`: only orders counted as spend against a budget (committed or spent: the budgets' own rule). */
  spend: v.optional(v.picklist(ORDER_SPEND_FILTERS, 'spend must be yes')),
})

export type OrderListQuery = v.InferOutput<typeof OrderListQuerySchema>
