import { sql } from 'drizzle-orm'
import type { ProductCreateInput } from '../../../src/shared/product-schemas'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import type { Actor } from '../../lib/app-env'
import { conflict } from '../../lib/errors'
import { isUniqueViolation } from '../../lib/pg-errors'
import { columnsOf, editableColumnsOf } from './service'
import { recordStockMovements } from './stock-movements'

/** A checked product to write: a new one, or an update of the live product with that id. */
export type ProductPlan = { input: ProductCreateInput; existingId: number | null }

const WRITE_CHUNK = 500
/** Stock is left out: a file exported before an order would otherwise undo the order (issue 10.3). */
const UPDATED_COLUMNS = [
  'name',
  'description',
  'sku',
  'price',
  'cost_price',
  'currency',
  'reorder_level',
  'delivery_lead_time',
  'unit',
  'tax_percentage',
  'status',
  'category_id',
]
const columnList = (prefix = '') => sql.raw(UPDATED_COLUMNS.map((column) => `${prefix}${column}`).join(', '))

/** Rows of `update ... from (values ...)`: one statement per chunk, so triggers and indexes work in bulk. */
function updateValues(chunk: ProductPlan[]) {
  return sql.join(
    chunk.map(({ input, existingId }) => {
      const c = editableColumnsOf(input)
      return sql`(${existingId}::int, ${c.name}, ${c.description}, ${c.sku}, ${c.price}::numeric, ${c.costPrice}::numeric,
        ${c.currency}, ${c.reorderLevel}::int, ${c.deliveryLeadTime}::int, ${c.unit}, ${c.taxPercentage}::int,
        ${c.status}, ${c.categoryId}::int)`
    }),
    sql`, `,
  )
}

/**
 * Writes checked products in bulk (one statement per 500), in the caller's transaction. A new
 * product's stock starts its history (an 'import' movement); an update leaves stock as it is.
 */
export async function writeProductPlans(db: Db, actor: Actor, plans: ProductPlan[], now: Date): Promise<void> {
  const tenantId = actor.tenantId
  const creates = plans.filter((p) => p.existingId === null)
  const updates = plans.filter((p) => p.existingId !== null)
  try {
    for (let i = 0; i < creates.length; i += WRITE_CHUNK) {
      const chunk = creates.slice(i, i + WRITE_CHUNK)
      const rows = await db
        .insert(products)
        .values(chunk.map((p) => ({ tenantId, ...columnsOf(p.input) })))
        .returning({ id: products.id, stock: products.stock })
      await recordStockMovements(
        db,
        tenantId,
        { kind: 'import', actorId: actor.userId, at: now },
        rows.map((r) => ({ productId: r.id, delta: r.stock, stockAfter: r.stock })),
      )
    }
    // The CSV has no images, so an update keeps the product's own; a row equal to the product is left alone.
    for (let i = 0; i < updates.length; i += WRITE_CHUNK) {
      await db.execute(sql`
        update products as p
        set (${columnList()}) = (${columnList('v.')}), version = p.version + 1, updated_at = now()
        from (values ${updateValues(updates.slice(i, i + WRITE_CHUNK))}) as v(id, ${columnList()})
        where p.id = v.id and p.tenant_id = ${tenantId} and p.deleted_at is null
          and (${columnList('p.')}) is distinct from (${columnList('v.')})`)
    }
  } catch (error) {
    if (isUniqueViolation(error, 'products_tenant_sku_uq')) {
      throw conflict('Someone saved a product with one of these SKUs during the import; run it again')
    }
    throw error
  }
}
