import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm'
import { toNumericText } from '../../../src/shared/money'
import type { PoFilters, PoListQuery, PoSortKey } from '../../../src/shared/po-list-query'
import type { PoRow } from '../../../src/shared/po-read-schemas'
import { PO_STATUSES, statusesOfTab } from '../../../src/shared/po-status'
import type { Db } from '../../db/client'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { toRow } from './read'

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

/** The rows matching the filters in the requested order, a page of them when limit is given. */
export async function selectPoRows(
  db: Db,
  actor: Actor,
  f: PoFilters,
  page?: { limit: number; offset: number },
): Promise<PoRow[]> {
  const descending = f.sort.startsWith('-')
  const key = (descending ? f.sort.slice(1) : f.sort) as PoSortKey
  const direction = descending ? desc : asc
  const query = db
    .select({ po: purchaseOrders, createdBy: users.fullName })
    .from(purchaseOrders)
    .innerJoin(users, eq(users.id, purchaseOrders.createdBy))
    .where(poFilterWhere(actor, f))
    .orderBy(direction(SORT[key]), direction(purchaseOrders.id))
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query
  return rows.map((r) => toRow(r.po, r.createdBy))
}

/** GET get-all-po: a page of the tab's POs matching the filters, with the tenant's and the filtered counts. */
export async function listPurchaseOrders(
  db: Db,
  actor: Actor,
  q: PoListQuery,
): Promise<{ rows: PoRow[]; total: number; filtered: number }> {
  const rows = await selectPoRows(db, actor, q, { limit: q.limit, offset: q.offset })
  const [total] = await db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.tenantId, actor.tenantId))
  const [filtered] = await db.select({ n: count() }).from(purchaseOrders).where(poFilterWhere(actor, q))
  return { rows, total: total?.n ?? 0, filtered: filtered?.n ?? 0 }
}
