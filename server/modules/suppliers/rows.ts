import { and, eq, inArray } from 'drizzle-orm'
import type { Supplier } from '../../../src/shared/supplier-schemas'
import type { Db } from '../../db/client'
import { categories } from '../../db/schema/catalogue'
import { suppliers } from '../../db/schema/suppliers'
import type { Actor } from '../../lib/app-env'
import { documentApproval } from '../approvals/detail'

/** A stored supply partner row. */
export type SupplierRecord = typeof suppliers.$inferSelect

/** The partners as the API returns them, their category ids named (ids of deleted categories drop out). */
export async function toSuppliers(db: Db, tenantId: string, records: readonly SupplierRecord[]): Promise<Supplier[]> {
  const ids = [...new Set(records.flatMap((r) => r.categoryIds))]
  const named =
    ids.length === 0
      ? []
      : await db
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, ids)))
  const names = new Map(named.map((c) => [c.id, c.name]))
  return records.map((r) => ({
    id: r.id,
    name: r.name,
    contactPerson: r.contactPerson,
    email: r.email,
    phone: r.phone,
    gstin: r.gstin,
    pan: r.pan,
    billingAddress: r.billingAddress,
    paymentTerms: r.paymentTerms,
    categories: r.categoryIds.flatMap((id) => {
      const name = names.get(id)
      return name === undefined ? [] : [{ id, name }]
    }),
    status: r.status,
    createdById: r.createdBy,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }))
}

/** One partner of the tenant, or undefined. */
export async function findSupplier(db: Db, tenantId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), eq(suppliers.id, id)))
    .limit(1)
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** The partners with their onboarding approval, for those waiting on one: who may Activate or Reject them now. */
export async function withApprovals(db: Db, actor: Actor, rows: Supplier[], now = new Date()): Promise<Supplier[]> {
  return Promise.all(
    rows.map(async (row) =>
      row.status === 'Pending Onboarding'
        ? { ...row, approval: await documentApproval(db, actor, 'Supplier Onboarding', row.id, now) }
        : row,
    ),
  )
}
