import { and, asc, eq, inArray } from 'drizzle-orm'
import { DEFAULT_UNITS_OF_MEASURE } from '../../../src/shared/po-options'
import type { UnitOfMeasure } from '../../../src/shared/po-read-schemas'
import type { Db } from '../../db/client'
import { unitsOfMeasure } from '../../db/schema/purchase-orders'

/** Gives a tenant the default units the first time it needs units (a no-op once it has them). */
async function ensureDefaultUnits(db: Db, tenantId: string): Promise<void> {
  const [any] = await db
    .select({ id: unitsOfMeasure.id })
    .from(unitsOfMeasure)
    .where(eq(unitsOfMeasure.tenantId, tenantId))
    .limit(1)
  if (any) return
  await db
    .insert(unitsOfMeasure)
    .values(DEFAULT_UNITS_OF_MEASURE.map((name) => ({ tenantId, name })))
    .onConflictDoNothing()
}

/** GET get-units-of-measure: the tenant's units, id and name, in id order. */
export async function listUnits(db: Db, tenantId: string): Promise<UnitOfMeasure[]> {
  await ensureDefaultUnits(db, tenantId)
  return db
    .select({ id: unitsOfMeasure.id, name: unitsOfMeasure.name })
    .from(unitsOfMeasure)
    .where(eq(unitsOfMeasure.tenantId, tenantId))
    .orderBy(asc(unitsOfMeasure.id))
}

/** The tenant's units among the ids, by id; ids of other tenants or of no unit are missing. */
export async function unitsByIds(db: Db, tenantId: string, ids: readonly number[]): Promise<Map<number, string>> {
  await ensureDefaultUnits(db, tenantId)
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: unitsOfMeasure.id, name: unitsOfMeasure.name })
    .from(unitsOfMeasure)
    .where(and(eq(unitsOfMeasure.tenantId, tenantId), inArray(unitsOfMeasure.id, [...new Set(ids)])))
  return new Map(rows.map((r) => [r.id, r.name]))
}
