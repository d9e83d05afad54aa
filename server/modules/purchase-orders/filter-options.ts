import { and, asc, eq, ilike } from 'drizzle-orm'
import { likePattern } from '../../../src/shared/list-query'
import type { PoFilterOptionsQuery } from '../../../src/shared/po-list-query'
import type { PoFilterOptions } from '../../../src/shared/po-read-schemas'
import type { Db } from '../../db/client'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'

/**
 * GET get-po-filter-options: the PO numbers, vendors and creators that occur on the tenant's POs,
 * each list matching search_txt (anywhere, case-insensitive), sorted, at most `limit` long.
 */
export async function poFilterOptions(db: Db, actor: Actor, q: PoFilterOptionsQuery): Promise<PoFilterOptions> {
  const tenant = eq(purchaseOrders.tenantId, actor.tenantId)
  const pattern = q.search_txt === '' ? undefined : likePattern(q.search_txt)
  const numbers = await db
    .select({ number: purchaseOrders.number })
    .from(purchaseOrders)
    .where(and(tenant, pattern ? ilike(purchaseOrders.number, pattern) : undefined))
    .orderBy(asc(purchaseOrders.number))
    .limit(q.limit)
  const vendors = await db
    .selectDistinct({ id: purchaseOrders.vendorId, name: purchaseOrders.vendorName })
    .from(purchaseOrders)
    .where(and(tenant, pattern ? ilike(purchaseOrders.vendorName, pattern) : undefined))
    .orderBy(asc(purchaseOrders.vendorName), asc(purchaseOrders.vendorId))
    .limit(q.limit)
  const creators = await db
    .selectDistinct({ id: users.id, name: users.fullName })
    .from(purchaseOrders)
    .innerJoin(users, eq(users.id, purchaseOrders.createdBy))
    .where(and(tenant, pattern ? ilike(users.fullName, pattern) : undefined))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(q.limit)
  return { poNumbers: numbers.map((n) => n.number), vendors, creators }
}
