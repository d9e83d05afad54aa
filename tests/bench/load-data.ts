import { type SQL, sql } from 'drizzle-orm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { type Db, migrationsFolder, openDatabase } from '../../server/db/client'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/db/seed'
import type { Actor } from '../../server/lib/app-env'
import { listUnits } from '../../server/modules/purchase-orders/units'
import { createUser, findTenantIdByDomain, findUserByEmail } from '../../server/modules/users/service'
import { bulkCatalogue } from './catalogue-data'
import { bulkPurchaseOrders } from './po-data'

/** How much the load bench seeds: enough that the lists page through thousands of rows. */
export const LOAD_DATA = { products: 5_000, categories: 100, pos: 5_000, linesPerPo: 3, vendors: 50, buyers: 12 }

/** The signed-in buyers' e-mails (their password is the demo one). */
export const loadBuyers = () => Array.from({ length: LOAD_DATA.buyers }, (_, i) => `load-buyer-${i}@demo.local`)

/** What the traffic refers to, picked from the seeded data. */
export interface LoadPicks {
  /** The demo buyer, for the list query run without HTTP. */
  actor: Actor
  poIds: string[]
  /** Active products (add-to-cart takes only those). */
  productIds: number[]
  activeVendorId: string
  unitId: number
}

/**
 * Opens a database to seed: PGlite through openDatabase, PostgreSQL on one connection (the PO
 * data is built in temporary tables, which live on one connection), migrated either way.
 */
export async function openSeeder(target: { pgliteDir: string } | { databaseUrl: string }) {
  if ('pgliteDir' in target) return openDatabase(target)
  const client = new pg.Client({ connectionString: target.databaseUrl })
  await client.connect()
  const db = drizzlePg(client)
  await migratePg(db, { migrationsFolder })
  return { db: db as unknown as Db, close: () => client.end() }
}

/** Seeds the demo tenant, the buyers, the catalogue and the POs into an empty database; answers the picks. */
export async function seedLoadData(db: Db): Promise<LoadPicks> {
  await seedIfEmpty(db, { catalogue: false })
  const tenantId = (await findTenantIdByDomain(db, 'localhost')) ?? ''
  for (const [i, email] of loadBuyers().entries()) {
    await createUser(db, { tenantId, email, fullName: `Load Buyer ${i}`, role: 'buyer', password: DEMO_PASSWORD })
  }
  await bulkCatalogue(db, tenantId, LOAD_DATA.categories, LOAD_DATA.products)
  await bulkPurchaseOrders(db, tenantId, {
    poCount: LOAD_DATA.pos,
    vendorCount: LOAD_DATA.vendors,
    creatorCount: 10,
    linesPerPo: LOAD_DATA.linesPerPo,
  })
  const buyer = await findUserByEmail(db, tenantId, 'buyer@demo.local')
  if (!buyer) throw new Error('demo buyer missing')
  const ids = async <T>(query: SQL) =>
    ((await db.execute(query)) as unknown as { rows: Array<{ id: T }> }).rows.map((r) => r.id)
  const [activeVendorId] = await ids<string>(sql`
    select id from suppliers where tenant_id = ${tenantId}::uuid and status = 'Active' order by name limit 1`)
  const [unit] = await listUnits(db, tenantId)
  return {
    actor: {
      userId: buyer.id,
      tenantId,
      email: buyer.email,
      fullName: buyer.fullName,
      role: 'buyer',
      sessionIdHash: '',
    },
    poIds: await ids<string>(sql`
      select id from purchase_orders where tenant_id = ${tenantId}::uuid order by md5(id::text) limit 500`),
    productIds: (
      await ids<number | string>(sql`
        select id from products where tenant_id = ${tenantId}::uuid and status = 'Active' and deleted_at is null
        order by md5(id::text) limit 500`)
    ).map(Number),
    activeVendorId: activeVendorId ?? '',
    unitId: unit?.id ?? 0,
  }
}
