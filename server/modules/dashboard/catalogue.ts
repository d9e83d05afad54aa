import { and, count, countDistinct, eq, exists, isNull, sql } from 'drizzle-orm'
import type { RoleFigures } from '../../../src/shared/dashboard'
import { LOW_STOCK_LINK, productListLink } from '../../../src/shared/dashboard-links'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import { cartItems } from '../../db/schema/orders'
import type { Actor } from '../../lib/app-env'
import { lowStockWhere } from '../low-stock/service'

/** The catalogue manager's figures: low stock, products without images, inactive products still in carts. */
export async function catalogueFigures(db: Db, actor: Actor): Promise<RoleFigures> {
  const [low] = await db.select({ n: count() }).from(products).where(lowStockWhere(actor.tenantId))
  const [bare] = await db
    .select({ n: count() })
    .from(products)
    .where(
      and(eq(products.tenantId, actor.tenantId), isNull(products.deletedAt), sql`${products.images} = '[]'::jsonb`),
    )
  // From the carts (few rows) to their products by key, not from the tenant's inactive products.
  const [inCarts] = await db
    .select({ n: countDistinct(cartItems.productId) })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.tenantId, actor.tenantId),
        exists(
          db
            .select({ one: sql`1` })
            .from(products)
            .where(
              and(eq(products.id, cartItems.productId), isNull(products.deletedAt), eq(products.status, 'Inactive')),
            ),
        ),
      ),
    )
  return {
    role: 'catalogue_manager',
    lowStock: { count: low?.n ?? 0, href: LOW_STOCK_LINK },
    withoutImages: { count: bare?.n ?? 0, href: productListLink({ images: 'none' }) },
    inactiveInCarts: { count: inCarts?.n ?? 0, href: productListLink({ status: 'Inactive', inCarts: 'yes' }) },
  }
}
