import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import { suppliers } from '../../db/schema/suppliers'
import type { Actor } from '../../lib/app-env'
import { badRequest } from '../../lib/errors'

/** The partners an RFQ may invite: every id must be an Active supply partner of the tenant; 400 naming the others. */
export async function requireActivePartners(db: Db, tenantId: string, ids: readonly string[]): Promise<void> {
  const rows = await db
    .select({ id: suppliers.id, name: suppliers.name, status: suppliers.status })
    .from(suppliers)
    .where(and(eq(suppliers.tenantId, tenantId), inArray(suppliers.id, [...ids])))
  const found = new Map(rows.map((r) => [r.id, r]))
  const errors: Record<string, string[]> = {}
  ids.forEach((id, i) => {
    const partner = found.get(id)
    if (!partner) errors[`supplierIds.${i}`] = ['Unknown supply partner']
    else if (partner.status !== 'Active') {
      errors[`supplierIds.${i}`] = [`${partner.name} is ${partner.status}: only Active supply partners can be invited`]
    }
  })
  const [first] = Object.values(errors)
  if (first?.[0]) throw badRequest(first[0], errors)
}

/** GET get-rfq-suggested-partners: Active partners that supply a category of the given catalogue products. */
export async function suggestedPartners(db: Db, actor: Actor, productIds: readonly number[]) {
  const categories = await db
    .selectDistinct({ id: products.categoryId })
    .from(products)
    .where(
      and(eq(products.tenantId, actor.tenantId), inArray(products.id, [...productIds]), isNull(products.deletedAt)),
    )
  const ids = categories.flatMap((c) => (c.id === null ? [] : [c.id]))
  if (ids.length === 0) return []
  return db
    .select({
      supplierId: suppliers.id,
      name: suppliers.name,
      contactPerson: suppliers.contactPerson,
      email: suppliers.email,
      phone: suppliers.phone,
    })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.tenantId, actor.tenantId),
        eq(suppliers.status, 'Active'),
        sql`(${sql.join(
          ids.map((id) => sql`${suppliers.categoryIds} @> ${JSON.stringify([id])}::jsonb`),
          sql` or `,
        )})`,
      ),
    )
    .orderBy(asc(suppliers.name), asc(suppliers.id))
}
