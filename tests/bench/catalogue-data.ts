import { sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client'

/** Adds `categoryCount` categories (a three-level tree) and `productCount` products to a tenant, in SQL. */
export async function bulkCatalogue(db: Db, tenantId: string, categoryCount: number, productCount: number) {
  const roots = Math.max(1, Math.round(categoryCount / 100))
  const middles = Math.max(1, Math.round(categoryCount / 10)) - roots
  const leaves = categoryCount - roots - middles
  const insertLevel = async (level: string, count: number, parentLevel: string | null, parentCount: number) => {
    await db.execute(sql`
      insert into categories (tenant_id, name, code, description, parent_id, status, gst)
      select ${tenantId}::uuid,
             initcap(${level}) || ' category ' || g,
             'BENCH-' || upper(${level}) || '-' || g,
             'Generated for the benchmark',
             ${
               parentLevel === null
                 ? sql`null`
                 : sql`(select id from categories where tenant_id = ${tenantId}::uuid and code = 'BENCH-' || upper(${parentLevel}) || '-' || (1 + (g % ${parentCount})))`
             },
             (array['Active','Active','Active','Inactive','Archived'])[1 + g % 5],
             (array[18,12,10])[1 + g % 3]
      from generate_series(1, ${count}) as g`)
  }
  await insertLevel('root', roots, null, 0)
  await insertLevel('middle', middles, 'root', roots)
  await insertLevel('leaf', leaves, 'middle', middles)
  await db.execute(sql`
    with words as (
      select array['Copier','Paper','Steel','Cable','Glove','Helmet','Carton','Tape','Marker','Drill','Bolt','Valve',
                   'Pump','Sensor','Switch','Lamp','Filter','Hose','Bearing','Gasket','Label','Pallet','Wrench','Battery'] as w
    ), leaf as (
      select array_agg(id order by id) as ids from categories where tenant_id = ${tenantId}::uuid and code like 'BENCH-LEAF-%'
    )
    insert into products (tenant_id, name, description, sku, price, cost_price, stock, delivery_lead_time, currency,
                          reorder_level, unit, tax_percentage, status, category_id, images)
    select ${tenantId}::uuid,
           w[1 + g % 24] || ' ' || w[1 + (g / 24) % 24] || ' ' || (g % 997),
           'Benchmark product ' || g,
           'BN-' || lpad(g::text, 7, '0'),
           ((g * 37) % 100000) / 100.0 + 1,
           ((g * 29) % 90000) / 100.0 + 1,
           (g * 13) % 5000,
           g % 30,
           'INR',
           g % 50,
           (array['uom','pieces','boxes'])[1 + g % 3],
           (array[18,12,10])[1 + g % 3],
           (array['Active','Active','Active','Inactive','Archived'])[1 + g % 5],
           leaf.ids[1 + g % array_length(leaf.ids, 1)],
           '[]'::jsonb
    from generate_series(1, ${productCount}) as g, words, leaf`)
  // What the server does once it is up on PGlite (server/main.ts), so the floors see the same state.
  await db.execute(sql`vacuum (analyze) categories`)
  await db.execute(sql`vacuum (analyze) products`)
  await db.execute(sql`vacuum (analyze) product_search`)
}
