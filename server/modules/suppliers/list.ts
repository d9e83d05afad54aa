import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { likePattern } from '../../../src/shared/list-query'
import { SUPPLIER_SORT_COLUMNS } from '../../../src/shared/sort-columns'
import type { Supplier, SupplierListQuery } from '../../../src/shared/supplier-schemas'
import type { Db } from '../../db/client'
import { suppliers } from '../../db/schema/suppliers'
import type { Actor } from '../../lib/app-env'
import { toSuppliers, withApprovals } from './rows'

/** Sort keys of each column; the id breaks ties so paging is stable. */
const SORT_KEYS: Record<(typeof SUPPLIER_SORT_COLUMNS)[number], (AnyPgColumn | SQL)[]> = {
  name: [suppliers.name],
  status: [suppliers.status, suppliers.name],
  updatedAt: [suppliers.updatedAt],
}

function filtersOf(q: SupplierListQuery): SQL[] {
  const filters: SQL[] = []
  if (q.search_txt) {
    const pattern = likePattern(q.search_txt)
    const match = or(ilike(suppliers.name, pattern), ilike(suppliers.gstin, pattern), ilike(suppliers.email, pattern))
    if (match) filters.push(match)
  }
  if (q.status) filters.push(eq(suppliers.status, q.status))
  return filters
}

/** A page of the actor's supply partners with the tenant's total and the count matching the filters. */
export async function listSuppliers(
  db: Db,
  actor: Actor,
  q: SupplierListQuery,
): Promise<{ rows: Supplier[]; total: number; filtered: number }> {
  const tenant = eq(suppliers.tenantId, actor.tenantId)
  const filters = filtersOf(q)
  const direction = q.sSortDir_0 === 'desc' ? desc : asc
  const keys = SORT_KEYS[SUPPLIER_SORT_COLUMNS[q.iSortCol_0] ?? 'name']
  const records = await db
    .select()
    .from(suppliers)
    .where(and(tenant, ...filters))
    .orderBy(...keys.map((key) => direction(key)), direction(suppliers.id))
    .limit(q.iDisplayLength)
    .offset(q.iDisplayStart)
  const [total] = await db.select({ n: count() }).from(suppliers).where(tenant)
  const [filtered] =
    filters.length === 0
      ? [total]
      : await db
          .select({ n: count() })
          .from(suppliers)
          .where(and(tenant, ...filters))
  const rows = await withApprovals(db, actor, await toSuppliers(db, actor.tenantId, records))
  return { rows, total: total?.n ?? 0, filtered: filtered?.n ?? 0 }
}
