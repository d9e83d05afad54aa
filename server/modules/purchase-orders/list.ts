import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { toNumericText } from '../../../src/shared/money'
import type { PoFilters, PoListQuery, PoSortKey } from '../../../src/shared/po-list-query'
import type { PoRow } from '../../../src/shared/po-read-schemas'
import { PO_STATUSES, statusesOfTab } from '../../../src/shared/po-status'
import type { Db } from '../../db/client'
import { purchaseOrderCounts, purchaseOrders } from '../../db/schema/purchase-orders'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'

const SORT: Record<PoSortKey, SQL> = {
  poNumber: sql`${purchaseOrders.number}`,
  vendorName: sql`${purchaseOrders.vendorName}`,
  poDate: sql`${purchaseOrders.poDate}`,
  status: sql`${purchaseOrders.status}`,
  totalValue: sql`${purchaseOrders.total}`,
  deliveryDate: sql`${purchaseOrders.deliveryDate}`,
  createdBy: sql`${users.fullName}`,
  lastUpdated: sql`${purchaseOrders.updatedAt}`,
  createdAt: sql`${purchaseOrders.createdAt}`,
}

/** A range in the right order: a range whose end is before its start is swapped (spec point 5). */
function ordered<T extends string | number>(from: T | undefined, to: T | undefined): [T | undefined, T | undefined] {
  return from !== undefined && to !== undefined && to < from ? [to, from] : [from, to]
}

/** The statuses a tab and a status filter together allow; all of them when neither narrows. */
function statusesOf(f: PoFilters): readonly string[] {
  const ofTab = statusesOfTab(f.name)
  return f.status.length === 0 ? ofTab : ofTab.filter((s) => f.status.includes(s))
}

/** The WHERE of a PO list: the tenant, the tab and the seven filters (dates inclusive, value in rupees). */
export function poFilterWhere(actor: Actor, f: PoFilters): SQL | undefined {
  const statuses = statusesOf(f)
  const [poFrom, poTo] = ordered(f.poDateFrom, f.poDateTo)
  const [deliveryFrom, deliveryTo] = ordered(f.deliveryDateFrom, f.deliveryDateTo)
  const [valueMin, valueMax] = ordered(f.valueMin, f.valueMax)
  return and(
    eq(purchaseOrders.tenantId, actor.tenantId),
    statuses.length === PO_STATUSES.length ? undefined : inArray(purchaseOrders.status, [...statuses] as never[]),
    f.poNumbers.length > 0 ? inArray(purchaseOrders.number, f.poNumbers) : undefined,
    f.vendorIds.length > 0 ? inArray(purchaseOrders.vendorId, f.vendorIds) : undefined,
    f.createdBy.length > 0 ? inArray(purchaseOrders.createdBy, f.createdBy) : undefined,
    poFrom ? gte(purchaseOrders.poDate, poFrom) : undefined,
    poTo ? lte(purchaseOrders.poDate, poTo) : undefined,
    deliveryFrom ? gte(purchaseOrders.deliveryDate, deliveryFrom) : undefined,
    deliveryTo ? lte(purchaseOrders.deliveryDate, deliveryTo) : undefined,
    valueMin !== undefined ? gte(purchaseOrders.total, toNumericText(valueMin)) : undefined,
    valueMax !== undefined ? lte(purchaseOrders.total, toNumericText(valueMax)) : undefined,
  )
}

/** The list's columns of a PO and its creator's name: what a row shows, nothing more. */
const rowColumns = {
  id: purchaseOrders.id,
  number: purchaseOrders.number,
  vendorId: purchaseOrders.vendorId,
  vendorName: purchaseOrders.vendorName,
  poDate: purchaseOrders.poDate,
  status: purchaseOrders.status,
  total: purchaseOrders.total,
  deliveryDate: purchaseOrders.deliveryDate,
  createdById: purchaseOrders.createdBy,
  createdBy: users.fullName,
  updatedAt: purchaseOrders.updatedAt,
}

type RowRecord = {
  [K in keyof typeof rowColumns]: (typeof rowColumns)[K]['_']['data']
}

/** A list row from its columns; the same row as read.ts toRow makes from a whole PO. */
function toListRow(r: RowRecord): PoRow {
  return {
    poId: r.id,
    poNumber: r.number,
    vendorId: r.vendorId,
    vendorName: r.vendorName,
    poDate: r.poDate,
    status: r.status,
    totalValue: Number(r.total),
    deliveryDate: r.deliveryDate,
    createdById: r.createdById,
    createdBy: r.createdBy,
    lastUpdated: r.updatedAt.toISOString(),
  }
}

/** ORDER BY of the list: the sort key, then the id, both in the requested direction. */
function orderOf(f: PoFilters): { key: PoSortKey; order: SQL[] } {
  const descending = f.sort.startsWith('-')
  const key = (descending ? f.sort.slice(1) : f.sort) as PoSortKey
  const direction = descending ? desc : asc
  return { key, order: [direction(SORT[key]), direction(purchaseOrders.id)] }
}

/** A list row as the export query builds it, in toListRow's field order. */
type JsonRow = [string, string, string, string, string, PoRow['status'], number, string, string, string, string]

/**
 * Every row matching the filters in the list's order (the export), aggregated into one JSON
 * value by the database: one value to hand over instead of thousands of rows of typed columns,
 * which is several times faster for a large export (on PGlite above all). Amounts arrive as JSON
 * numbers and the update time as toISOString() would write it.
 */
export async function selectPoRows(db: Db, actor: Actor, f: PoFilters): Promise<PoRow[]> {
  const po = purchaseOrders
  const result = (await db.execute(sql`
    select coalesce(json_agg(json_build_array(
      ${po.id}, ${po.number}, ${po.vendorId}, ${po.vendorName}, ${po.poDate}, ${po.status}, ${po.total},
      ${po.deliveryDate}, ${po.createdBy}, ${users.fullName},
      to_char(${po.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) order by ${sql.join(orderOf(f).order, sql`, `)}), '[]') as rows
    from ${po} inner join ${users} on ${users.id} = ${po.createdBy}
    where ${poFilterWhere(actor, f)}`)) as unknown as { rows: Array<{ rows: JsonRow[] }> }
  return (result.rows[0]?.rows ?? []).map((r) => ({
    poId: r[0],
    poNumber: r[1],
    vendorId: r[2],
    vendorName: r[3],
    poDate: r[4],
    status: r[5],
    totalValue: Number(r[6]),
    deliveryDate: r[7],
    createdById: r[8],
    createdBy: r[9],
    lastUpdated: r[10],
  }))
}

/**
 * The ids of a page, in order: a walk along an index led by (tenant, sort key), or by the tab's
 * partial index, that joins nothing, so a deep page does not join every row it skips (the page's
 * rows are read by id afterwards). Sorted by creator, the tenant's users
 * (a few rows) are taken in name order and each one's POs looked up by index; the planner then
 * sorts one creator's POs at a time by id (an incremental sort) and stops at the page, instead
 * of joining and sorting every PO. POs are created by users of their own tenant.
 */
async function pageIds(db: Db, actor: Actor, q: PoListQuery): Promise<string[]> {
  const { key, order } = orderOf(q)
  const where = poFilterWhere(actor, q)
  if (key === 'createdBy') {
    const direction = q.sort.startsWith('-') ? sql`desc` : sql`asc`
    const result = (await db.execute(sql`
      select page.id from (
        select ${users.id} as user_id, ${users.fullName} as full_name from ${users}
        where ${users.tenantId} = ${actor.tenantId}
        order by ${users.fullName} ${direction}
      ) creator
      cross join lateral (
        select ${purchaseOrders.id} as id from ${purchaseOrders}
        where ${where} and ${purchaseOrders.createdBy} = creator.user_id
      ) page
      order by creator.full_name ${direction}, page.id ${direction}
      limit ${q.limit} offset ${q.offset}`)) as unknown as { rows: Array<{ id: string }> }
    return result.rows.map((r) => r.id)
  }
  const rows = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(where)
    .orderBy(...order)
    .limit(q.limit)
    .offset(q.offset)
  return rows.map((r) => r.id)
}

/** True when the filters narrow by tab or status only, so the count table answers recordsFiltered. */
function byStatusOnly(f: PoFilters): boolean {
  return (
    f.poNumbers.length === 0 &&
    f.vendorIds.length === 0 &&
    f.createdBy.length === 0 &&
    f.poDateFrom === undefined &&
    f.poDateTo === undefined &&
    f.deliveryDateFrom === undefined &&
    f.deliveryDateTo === undefined &&
    f.valueMin === undefined &&
    f.valueMax === undefined
  )
}

/**
 * GET get-all-po: a page of the tab's POs matching the filters, with the tenant's and the filtered
 * counts. The counts come from purchase_order_counts (kept by triggers) unless a filter other than
 * the tab and status narrows the list; only then are the matching POs counted.
 */
export async function listPurchaseOrders(
  db: Db,
  actor: Actor,
  q: PoListQuery,
): Promise<{ rows: PoRow[]; total: number; filtered: number }> {
  const ids = await pageIds(db, actor, q)
  const records =
    ids.length === 0
      ? []
      : await db
          .select(rowColumns)
          .from(purchaseOrders)
          .innerJoin(users, eq(users.id, purchaseOrders.createdBy))
          .where(and(eq(purchaseOrders.tenantId, actor.tenantId), inArray(purchaseOrders.id, ids)))
  const byId = new Map(records.map((r) => [r.id, r]))
  const counts = await db
    .select({ status: purchaseOrderCounts.status, n: purchaseOrderCounts.n })
    .from(purchaseOrderCounts)
    .where(eq(purchaseOrderCounts.tenantId, actor.tenantId))
  const total = counts.reduce((sum, c) => sum + c.n, 0)
  let filtered: number
  if (byStatusOnly(q)) {
    const statuses = new Set(statusesOf(q))
    filtered = counts.reduce((sum, c) => (statuses.has(c.status) ? sum + c.n : sum), 0)
  } else {
    const [row] = await db.select({ n: count() }).from(purchaseOrders).where(poFilterWhere(actor, q))
    filtered = row?.n ?? 0
  }
  return {
    rows: ids.flatMap((id) => {
      const record = byId.get(id)
      return record ? [toListRow(record)] : []
    }),
    total,
    filtered,
  }
}
