import { sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { listUnits } from '../../server/modules/purchase-orders/units'

/**
 * Statuses by `g % 20`, so each one's share is exact: Draft 15%, Pending Approval 10%, Approved 5%,
 * Issued 10%, Partially Delivered 5%, Fully Delivered 20%, Closed 20% (10,000 of 50,000: the export
 * case), Rejected 5%, Cancelled 10%.
 */
const STATUS_CYCLE = [
  'Draft',
  'Draft',
  'Draft',
  'Pending Approval',
  'Pending Approval',
  'Approved',
  'Issued',
  'Issued',
  'Partially Delivered',
  'Fully Delivered',
  'Fully Delivered',
  'Fully Delivered',
  'Fully Delivered',
  'Closed',
  'Closed',
  'Closed',
  'Closed',
  'Rejected',
  'Cancelled',
  'Cancelled',
] as const

const literalArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`)

/**
 * Adds `vendorCount` supply partners, `creatorCount` buyers and `poCount` purchase orders with
 * `linesPerPo` lines each (plus created/status audit entries) to a tenant, in SQL. PO dates are
 * spread evenly over the two years before today, newest last; a few vendors get most POs (the
 * busiest about 7%, the quietest about 0.25%); totals come from the lines, mostly 5,000 to 80,000.
 * The tenant's PO number counters are moved past the generated numbers so add-po goes on from there.
 */
export async function bulkPurchaseOrders(
  db: Db,
  tenantId: string,
  options: { poCount: number; vendorCount: number; creatorCount: number; linesPerPo: number },
): Promise<void> {
  const { poCount, vendorCount, creatorCount, linesPerPo } = options
  await listUnits(db, tenantId)
  await db.execute(sql`
    insert into users (id, tenant_id, email, full_name, role, password_hash)
    select gen_random_uuid(), ${tenantId}::uuid, 'bench-buyer-' || g || '@demo.local',
           (${literalArray(['Anil', 'Bina', 'Chetan', 'Deepa', 'Farhan', 'Gita', 'Harish', 'Indu', 'Jatin', 'Kavya'])})[1 + g % 10]
             || ' ' || (${literalArray(['Sharma', 'Iyer', 'Patel', 'Reddy', 'Singh', 'Nair', 'Gupta'])})[1 + g % 7] || ' ' || g,
           'buyer', null
    from generate_series(1, ${creatorCount}) as g`)
  await db.execute(sql`
    insert into suppliers (id, tenant_id, name, contact_person, email, phone, billing_address, payment_terms, status)
    select gen_random_uuid(), ${tenantId}::uuid,
           (${literalArray(['Acme', 'Bharat', 'Crescent', 'Deccan', 'Eastern', 'Falcon', 'Ganga', 'Himalaya', 'Indus', 'Jaipur', 'Kaveri', 'Lotus', 'Malabar'])})[1 + g % 13]
             || ' ' || (${literalArray(['Tools', 'Metals', 'Industries', 'Traders', 'Polymers', 'Electricals', 'Fasteners', 'Packaging', 'Chemicals', 'Logistics', 'Hydraulics'])})[1 + (g / 13) % 11]
             || ' ' || g,
           'Contact ' || g, 'vendor' || g || '@example.com', '98' || lpad(g::text, 8, '0'),
           g || ' Industrial Estate, Pune',
           (array['On Receipt','Net 30','Net 60'])[1 + g % 3],
           case when g % 25 = 0 then 'Inactive' else 'Active' end
    from generate_series(1, ${vendorCount}) as g`)
  await db.execute(sql`drop table if exists bench_po`)
  // One row per PO with everything its lines need; the vendor pick is skewed by squaring a hash.
  await db.execute(sql`
    create temp table bench_po as
    with v as (
      select array_agg(id order by name) as ids, array_agg(name order by name) as names
      from suppliers where tenant_id = ${tenantId}::uuid
    ), u as (
      select array_agg(id order by email) as ids from users
      where tenant_id = ${tenantId}::uuid and email like 'bench-buyer-%'
    ), base as (
      select g,
             (current_date - 730 + (g::bigint * 730 / ${poCount})::int) as po_date,
             1 + floor(array_length(v.ids, 1) * power(((g::bigint * 2654435761) % 1000003) / 1000003.0, 2))::int as vendor_at,
             1 + (g * 31) % array_length(u.ids, 1) as creator_at,
             (${literalArray(STATUS_CYCLE)})[1 + g % 20] as status,
             v.ids as vendor_ids, v.names as vendor_names, u.ids as creator_ids
      from generate_series(1, ${poCount}) as g, v, u
    ), dated as (
      select base.*,
             po_date + time '08:00' + make_interval(secs => (g * 37) % 36000) as created_local
      from base
    )
    select g, status, po_date,
           (lpad(to_hex(floor(extract(epoch from created_local) * 1000)::bigint), 12, '0') || '7'
             || substr(md5(g::text), 1, 3) || '8' || substr(md5(g::text), 4, 15))::uuid as id,
           'PO-' || extract(year from po_date) || '-'
             || lpad((row_number() over (partition by extract(year from po_date) order by g))::text, 6, '0') as number,
           extract(year from po_date)::int as year,
           vendor_ids[vendor_at] as vendor_id, vendor_names[vendor_at] as vendor_name,
           creator_ids[creator_at] as created_by,
           created_local::timestamptz as created_at,
           least(now(), created_local::timestamptz + make_interval(days => case when status = 'Draft' then 0 else (g * 13) % 20 end)) as updated_at
    from dated`)
  await db.execute(sql`
    create temp table bench_po_line as
    select p.id as po_id, p.g, p.status, l as position,
           (${literalArray(['Steel bolt M8', 'Copier paper A4', 'Hydraulic valve', 'Safety gloves', 'Cable tray', 'LED panel', 'Bearing 6204', 'Packing tape', 'Gasket set', 'Drill bit 10 mm', 'Pressure sensor', 'Pallet'])})[1 + (p.g + l * 5) % 12] as particular,
           1 + (p.g * 7 + l * 13) % 20 as quantity,
           (2000 + (p.g * 131 + l * 977) % 98000) / 100.0 as rate,
           (array[0,5,12,18,18])[1 + (p.g + l) % 5] as gst_percent
    from bench_po p, generate_series(0, ${linesPerPo - 1}) as l`)
  await db.execute(sql`
    insert into purchase_orders (id, tenant_id, number, po_date, vendor_id, vendor_name, vendor_contact, billing_address,
                                 delivery_address, purchase_type, payment_terms, delivery_date, shipping_mode, inco_terms,
                                 validity, status, subtotal, gst, total, created_by, version, created_at, updated_at)
    select p.id, ${tenantId}::uuid, p.number, p.po_date, p.vendor_id, p.vendor_name, 'Contact, 9876543210',
           'Demo Supplies, 1 MG Road, Pune', 'Warehouse ' || (1 + p.g % 4) || ', Chakan MIDC, Pune',
           (array['CAPEX','OPEX','Service','Goods'])[1 + p.g % 4], (array['On Receipt','Net 30','Net 60'])[1 + p.g % 3],
           p.po_date + 7 + p.g % 53, (array['Air','Road','Courier','NA'])[1 + p.g % 4], (array['FOB','CIF'])[1 + p.g % 2],
           p.po_date + 30, p.status, t.subtotal, t.gst, t.subtotal + t.gst, p.created_by,
           case when p.status = 'Draft' then 1 + p.g % 3 else 2 end, p.created_at, p.updated_at
    from bench_po p
    join (
      select po_id, sum(round(quantity * rate, 2)) as subtotal, sum(round(round(quantity * rate, 2) * gst_percent / 100.0, 2)) as gst
      from bench_po_line group by po_id
    ) t on t.po_id = p.id
    order by p.g`)
  await db.execute(sql`
    insert into purchase_order_lines (id, po_id, position, particular, description, quantity, unit_id, unit_name, rate,
                                      gst_percent, line_total, delivered, document_path)
    select gen_random_uuid(), l.po_id, l.position, l.particular, 'Benchmark line ' || l.position, l.quantity,
           u.ids[1 + (l.g + l.position) % array_length(u.ids, 1)], u.names[1 + (l.g + l.position) % array_length(u.ids, 1)],
           l.rate, l.gst_percent,
           round(l.quantity * l.rate, 2) + round(round(l.quantity * l.rate, 2) * l.gst_percent / 100.0, 2),
           case when l.status in ('Fully Delivered', 'Closed') then l.quantity
                when l.status = 'Partially Delivered' then floor(l.quantity / 2.0) else 0 end,
           null
    from bench_po_line l,
         (select array_agg(id order by id) as ids, array_agg(name order by id) as names
          from units_of_measure where tenant_id = ${tenantId}::uuid) u`)
  await db.execute(sql`
    insert into purchase_order_audit (id, po_id, action, from_status, to_status, remarks, by_user, at)
    select gen_random_uuid(), id, 'created', null, 'Draft', '', created_by, created_at from bench_po
    union all
    select gen_random_uuid(), id, 'status', 'Draft', status, 'Benchmark', created_by, updated_at
    from bench_po where status <> 'Draft'`)
  await db.execute(sql`
    insert into tenant_counters (tenant_id, name, value)
    select ${tenantId}::uuid, 'po-' || year, count(*) from bench_po group by year
    on conflict (tenant_id, name) do update set value = greatest(tenant_counters.value, excluded.value)`)
  await db.execute(sql`drop table bench_po_line`)
  await db.execute(sql`drop table bench_po`)
  // What the server does once it is up on PGlite (server/main.ts), so the floors see the same state.
  for (const table of ['users', 'suppliers', 'purchase_orders', 'purchase_order_lines', 'purchase_order_audit']) {
    await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`)
  }
}
