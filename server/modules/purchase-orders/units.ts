import { and, asc, eq, inArray, sql } from 'drizzle-orm'
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

/** The unit of a PO line that is a charge, not goods (freight): a lot, never a box or a piece. */
export const CHARGE_UNIT = 'Lot'

/** The id of the tenant's "Lot" unit, made the first time a charge line needs it (a repeat or a race makes one). */
export async function chargeUnitId(db: Db, tenantId: string): Promise<number> {
  // The defaults first: a tenant whose first unit were Lot would never get them.
  await ensureDefaultUnits(db, tenantId)
  await db.insert(unitsOfMeasure).values({ tenantId, name: CHARGE_UNIT }).onConflictDoNothing()
  const [unit] = await db
    .select({ id: unitsOfMeasure.id })
    .from(unitsOfMeasure)
    .where(and(eq(unitsOfMeasure.tenantId, tenantId), sql`lower(${unitsOfMeasure.name}) = lower(${CHARGE_UNIT})`))
    .limit(1)
  if (!unit) throw new Error('The Lot unit of measure could not be made')
  return unit.id
}
