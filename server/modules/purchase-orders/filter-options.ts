import { and, asc, eq, exists, ilike, sql } from 'drizzle-orm'
import { likePattern } from '../../../src/shared/list-query'
import type { PoFilterOptionsQuery } from '../../../src/shared/po-list-query'
import type { PoFilterOptions } from '../../../src/shared/po-read-schemas'
import type { Db } from '../../db/client'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'

/**
 * The distinct (vendor name, vendor id) pairs on the tenant's POs in name order, matching the
 * pattern, at most `limit`. A loose index scan: each step jumps along
 * purchase_orders_tenant_vendor_name_idx to the next pair, so it costs one probe per distinct
 * vendor passed, not a read of every PO; it stops as soon as `limit` pairs match.
 */
async function vendorOptions(db: Db, tenantId: string, pattern: string | undefined, limit: number) {
  // PGlite and node-postgres both answer raw SQL with { rows }.
  const result = (await db.execute(sql`
    with recursive walk(name, id) as (
      (select vendor_name, vendor_id from purchase_orders
       where tenant_id = ${tenantId}
       order by vendor_name, vendor_id limit 1)
      union all
      select next.vendor_name, next.vendor_id
      from walk, lateral (
        select vendor_name, vendor_id from purchase_orders
        where tenant_id = ${tenantId} and (vendor_name, vendor_id) > (walk.name, walk.id)
        order by vendor_name, vendor_id limit 1
      ) next
    )
    select id, name from walk
    ${pattern === undefined ? sql`` : sql`where name ilike ${pattern}`}
    limit ${limit}`)) as unknown as { rows: Array<{ id: string; name: string }> }
  return result.rows.map((r) => ({ id: r.id, name: r.name }))
}

/**
 * GET get-po-filter-options: the PO numbers, vendors and creators that occur on the tenant's POs,
 * each list matching search_txt (anywhere, case-insensitive), sorted, at most `limit` long.
 */
export async function poFilterOptions(db: Db, actor: Actor, q: PoFilterOptionsQuery): Promise<PoFilterOptions> {
  const tenant = eq(purchaseOrders.tenantId, actor.tenantId)
  const pattern = q.search_txt === '' ? undefined : likePattern(q.search_txt)
  // The number index answers the first page in order; a search uses the number's trigram index.
  const numbers = await db
    .select({ number: purchaseOrders.number })
    .from(purchaseOrders)
    .where(and(tenant, pattern ? ilike(purchaseOrders.number, pattern) : undefined))
    .orderBy(asc(purchaseOrders.number))
    .limit(q.limit)
  const vendors = await vendorOptions(db, actor.tenantId, pattern, q.limit)
  // POs are created by users of their own tenant, so the tenant's users with a PO are the creators:
  // one index probe per user instead of a join over every PO.
  const creators = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .where(
      and(
        eq(users.tenantId, actor.tenantId),
        pattern ? ilike(users.fullName, pattern) : undefined,
        exists(
          db
            .select({ one: sql`1` })
            .from(purchaseOrders)
            .where(and(tenant, eq(purchaseOrders.createdBy, users.id))),
        ),
      ),
    )
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(q.limit)
  return { poNumbers: numbers.map((n) => n.number), vendors, creators }
}
