import { sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { listUnits } from '../../server/modules/purchase-orders/units'

/** Stored statuses by `g % 7`: Draft, Sent (deadline ahead), Sent (deadline past), Closed for bids, Under Evaluation, Awarded, Cancelled. */
const STATUS_CYCLE = ['Draft', 'Sent', 'Sent', 'Closed for bids', 'Under Evaluation', 'Awarded', 'Cancelled'] as const

const literalArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`)

/** Adds `partnerCount` Active supply partners named Bench Partner n; returns their ids in name order. */
export async function benchPartners(db: Db, tenantId: string, partnerCount: number): Promise<string[]> {
  await db.execute(sql`
    insert into suppliers (id, tenant_id, name, contact_person, email, phone, billing_address, payment_terms, status)
    select gen_random_uuid(), ${tenantId}::uuid, 'Bench Partner ' || lpad(g::text, 3, '0'), 'Contact ' || g,
           'partner' || g || '@example.com', '98' || lpad(g::text, 8, '0'), g || ' Industrial Estate, Pune', 'Net 30', 'Active'
    from generate_series(1, ${partnerCount}) as g`)
  const rows = (await db.execute(sql`
    select id from suppliers where tenant_id = ${tenantId}::uuid and name like 'Bench Partner %' order by name`)) as unknown as {
    rows: Array<{ id: string }>
  }
  return rows.rows.map((r) => r.id)
}

/**
 * Adds `rfqCount` RFQs of the buyer (2 items, 3 invited partners each, two of them responded),
 * created a minute apart up to now, in SQL; statuses cycle through every one.
 */
export async function bulkRfqs(db: Db, tenantId: string, buyerId: string, rfqCount: number, partners: string[]) {
  const [unit] = await listUnits(db, tenantId)
  await db.execute(sql`
    insert into rfqs (id, tenant_id, number, title, required_by, deadline, delivery_address, payment_terms, attachments,
                      status, link_base, version, created_by, created_at, updated_at)
    select gen_random_uuid(), ${tenantId}::uuid, 'RFQ-B-' || lpad(g::text, 6, '0'),
           (${literalArray(['Fasteners', 'Copier paper', 'Hydraulic valves', 'Safety gloves', 'Cable trays', 'LED panels'])})[1 + g % 6] || ' batch ' || g,
           current_date + 30,
           case when g % 7 = 1 then now() + interval '2 days' else now() - interval '1 day' end,
           'Warehouse 2, Chakan MIDC, Pune', 'Net 30', '[]'::jsonb,
           (${literalArray(STATUS_CYCLE)})[1 + g % 7], 'http://localhost', 1, ${buyerId}::uuid,
           now() - make_interval(mins => ${rfqCount} - g), now() - make_interval(mins => ${rfqCount} - g)
    from generate_series(1, ${rfqCount}) as g`)
  await db.execute(sql`
    insert into rfq_partners (rfq_id, supplier_id, tenant_id, status, round, responded_at)
    select r.id, (${sql.raw(`array[${partners.map((p) => `'${p}'`).join(',')}]::uuid[]`)})[1 + (n.g + k) % ${partners.length}],
           ${tenantId}::uuid, case when k < 2 and r.status <> 'Draft' then 'Submitted' else 'Invited' end, 1,
           case when k < 2 and r.status <> 'Draft' then r.created_at else null end
    from (select id, status, created_at, row_number() over (order by created_at) as g from rfqs
          where tenant_id = ${tenantId}::uuid and number like 'RFQ-B-%') r
    cross join lateral (select r.g as g) n, generate_series(0, 2) as k`)
  await db.execute(sql`
    insert into rfq_items (id, rfq_id, position, product, specification, quantity, unit_id, unit_name, target_price)
    select gen_random_uuid(), r.id, k, 'Bench item ' || k, '', 10 + k, ${unit?.id ?? 1}, ${unit?.name ?? 'Nos'}, null
    from rfqs r, generate_series(0, 1) as k
    where r.tenant_id = ${tenantId}::uuid and r.number like 'RFQ-B-%'`)
}

/**
 * One RFQ Under Evaluation with `itemCount` items, every partner invited and quoting every item in
 * `rounds` rounds (counter offers between them); returns its id.
 */
export async function bigComparison(
  db: Db,
  tenantId: string,
  buyerId: string,
  partners: string[],
  options: { itemCount: number; rounds: number },
): Promise<string> {
  const [unit] = await listUnits(db, tenantId)
  const rows = (await db.execute(sql`
    insert into rfqs (id, tenant_id, number, title, required_by, deadline, delivery_address, payment_terms, attachments,
                      status, link_base, version, created_by, created_at, updated_at)
    values (gen_random_uuid(), ${tenantId}::uuid, 'RFQ-BIG-000001', 'Plant shutdown spares', current_date + 30,
            now() - interval '1 day', 'Warehouse 2, Chakan MIDC, Pune', 'Net 30', '[]'::jsonb, 'Under Evaluation',
            'http://localhost', 1, ${buyerId}::uuid, now() - interval '3 days', now())
    returning id`)) as unknown as { rows: Array<{ id: string }> }
  const rfqId = rows.rows[0]?.id ?? ''
  const ids = sql.raw(`array[${partners.map((p) => `'${p}'`).join(',')}]::uuid[]`)
  await db.execute(sql`
    insert into rfq_items (id, rfq_id, position, product, specification, quantity, unit_id, unit_name, target_price)
    select gen_random_uuid(), ${rfqId}::uuid, k, 'Spare part ' || k, 'Grade ' || (k % 4), 5 + k * 3,
           ${unit?.id ?? 1}, ${unit?.name ?? 'Nos'}, case when k % 2 = 0 then 100 + k else null end
    from generate_series(0, ${options.itemCount - 1}) as k`)
  await db.execute(sql`
    insert into rfq_partners (rfq_id, supplier_id, tenant_id, status, round, responded_at)
    select ${rfqId}::uuid, s, ${tenantId}::uuid, 'Submitted', ${options.rounds}, now() - interval '2 days'
    from unnest(${ids}) as s`)
  await db.execute(sql`
    insert into rfq_rounds (rfq_id, supplier_id, round, proposal, remarks, respond_by, opened_by, opened_at)
    select ${rfqId}::uuid, s, r, '[]'::jsonb, 'Counter offer', now() + interval '1 day', ${buyerId}::uuid, now() - interval '1 day'
    from unnest(${ids}) as s, generate_series(2, ${options.rounds}) as r`)
  await db.execute(sql`
    insert into rfq_quotes (rfq_id, supplier_id, item_id, round, unit_price, gst_percent, freight, delivery_days, moq,
                            payment_terms, remarks, attachment, status, entered_by, updated_at)
    select ${rfqId}::uuid, s.id, i.id, r, 80 + ((s.n * 37 + i.position * 11) % 60) - r * 2, (array[0,5,12,18])[1 + (s.n + i.position) % 4],
           (s.n * 13 + i.position) % 200, 3 + (s.n + i.position * 7) % 40, case when s.n % 3 = 0 then 10 else null end,
           'Net 30', 'Round ' || r, null, 'Submitted', null, now()
    from unnest(${ids}) with ordinality as s(id, n),
         (select id, position from rfq_items where rfq_id = ${rfqId}::uuid) i,
         generate_series(1, ${options.rounds}) as r`)
  return rfqId
}
