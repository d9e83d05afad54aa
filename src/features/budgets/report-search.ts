import * as v from 'valibot'
import { lenient } from '../../components/list-kit/url-param'
import { periodOf } from '../../shared/budget-rules'
import { uuidSchema } from '../../shared/uuid'

const day = v.pipe(v.string(), v.isoDate())

/** Search params of /Budget-Report: the days it covers and one department; a malformed value is dropped. */
export const BudgetReportSearchSchema = v.object({
  from: lenient(day),
  to: lenient(day),
  department: lenient(uuidSchema('Invalid department id')),
})
export type BudgetReportSearch = v.InferOutput<typeof BudgetReportSearchSchema>

/** The report's query: the URL's days, else the financial year holding today (April to March); from never after to. */
export function reportQuery(
  search: BudgetReportSearch,
  today: string,
): { from: string; to: string; departmentId?: string } {
  const year = periodOf('year', today)
  let from = search.from ?? year.start
  let to = search.to ?? year.end
  if (from > to) [from, to] = [to, from]
  return search.department ? { from, to, departmentId: search.department } : { from, to }
}
