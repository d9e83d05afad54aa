import { sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client'

/**
 * What the dashboard and search read beside products and POs (tests/bench/catalogue-data.ts,
 * po-data.ts), in SQL: the demo buyer takes over one bench buyer's POs; every buyer is put in one
 * department with a month, quarter and year budget; `orderCount` shop orders of three lines; a
 * pending approval for every PO in Pending Approval (for the approver role, due over the last and
 * next 10 days) and an approved one, decided by the demo approver, for every Approved PO; and
 * carts holding 40 products each for the bench buyers, some of them inactive.
 */
export async function bulkDashboardData(db: Db, tenantId: string, orderCount: number): Promise<void> {
  const t = sql`${tenantId}::uuid`
  await db.execute(sql`
    update purchase_orders set created_by = (select id from users where tenant_id = ${t} and email = 'buyer@demo.local')
    where tenant_id = ${t} and created_by = (select id from users where tenant_id = ${t} and email = 'bench-buyer-1@demo.local')`)
  await db.execute(sql`
    insert into departments (id, tenant_id, name, code, created_at, updated_at)
    values (gen_random_uuid(), ${t}, 'Operations', 'OPS', now(), now())`)
  await db.execute(sql`
    insert into user_departments (user_id, tenant_id, department_id)
    select u.id, ${t}, d.id from users u, departments d
    where u.tenant_id = ${t} and u.role = 'buyer' and d.tenant_id = ${t} and d.name = 'Operations'`)
  await db.execute(sql`
    insert into budgets (id, tenant_id, department_id, period, starts_on, ends_on, amount, created_at, updated_at)
    select gen_random_uuid(), ${t}, d.id, p.period, p.starts_on, p.ends_on, p.amount, now(), now()
    from departments d, (values
      ('month', date_trunc('month', current_date)::date, (date_trunc('month', current_date) + interval '1 month - 1 day')::date, 5000000),
      ('quarter', date_trunc('quarter', current_date)::date, (date_trunc('quarter', current_date) + interval '3 months - 1 day')::date, 15000000),
      ('year', (date_trunc('year', current_date - interval '3 months') + interval '3 months')::date,
               (date_trunc('year', current_date - interval '3 months') + interval '15 months - 1 day')::date, 60000000)
    ) as p(period, starts_on, ends_on, amount)
    where d.tenant_id = ${t} and d.name = 'Operations'`)
  await db.execute(sql`
    insert into orders (id, tenant_id, number, placed_by, status, delivery_address, required_by, notes, item_count,
                        subtotal, gst, total, created_at, updated_at)
    select gen_random_uuid(), ${t}, 'ORD-B-' || lpad(g::text, 7, '0'), u.ids[1 + g % array_length(u.ids, 1)],
           (array['Placed','Pending Approval','Approved','Fulfilled','Fulfilled','Cancelled'])[1 + g % 6],
           'Plot 4, MIDC, Pune', current_date + 7, '', 3, 3000, 540, 3540,
           now() - make_interval(days => g % 365), now()
    from generate_series(1, ${orderCount}) as g,
         (select array_agg(id order by email) as ids from users where tenant_id = ${t} and role = 'buyer') u`)
  await db.execute(sql`
    insert into order_lines (id, order_id, position, product_id, name, sku, unit, quantity, unit_price, tax_percentage, line_total)
    select gen_random_uuid(), o.id, l, p.ids[1 + (o.rn * 7 + l * 131) % array_length(p.ids, 1)], 'Bench product', 'BN', 'pieces', 10, 100, 18, 1180
    from (select id, row_number() over (order by id) as rn from orders where tenant_id = ${t}) o,
         generate_series(0, 2) as l,
         (select array_agg(id order by id) as ids from (select id from products where tenant_id = ${t} order by id limit 5000) s) p`)
  await db.execute(sql`
    insert into approval_requests (id, tenant_id, type, document_id, document_number, raised_by, raisers, amount, priority,
                                   status, workflow_version, sla_hours, chain, current_level, assignee_role, due_at,
                                   requested_at, decided_at)
    select gen_random_uuid(), ${t}, 'PO', po.id::text, po.number, po.created_by, jsonb_build_array(po.created_by), po.total,
           'Medium', case when po.status = 'Approved' then 'Approved' else 'Pending' end, 1, 48,
           '[{"userId":null,"role":"approver"}]'::jsonb, 1, 'approver',
           now() + make_interval(hours => (abs(hashtext(po.number)) % 480) - 240),
           now() - make_interval(hours => 48 + abs(hashtext(po.number)) % 480),
           case when po.status = 'Approved' then now() - make_interval(hours => abs(hashtext(po.number)) % 300) end
    from purchase_orders po where po.tenant_id = ${t} and po.status in ('Pending Approval', 'Approved')`)
  await db.execute(sql`
    insert into approval_steps (id, tenant_id, request_id, level, action, actor_id, remarks, at)
    select gen_random_uuid(), ${t}, r.id, 1, 'Approved', (select id from users where tenant_id = ${t} and email = 'approver@demo.local'), '', r.decided_at
    from approval_requests r where r.tenant_id = ${t} and r.status = 'Approved'`)
  await db.execute(sql`
    insert into cart_items (id, tenant_id, user_id, product_id, quantity, unit_price, created_at, updated_at)
    select gen_random_uuid(), ${t}, u.id, p.id, 1, p.price, now(), now()
    from (select id, row_number() over (order by id) as rn from users where tenant_id = ${t} and email like 'bench-buyer-%') u
    cross join lateral (select id, price from products where tenant_id = ${t} and id % 997 = u.rn order by id limit 40) p`)
  for (const table of [
    'purchase_orders',
    'orders',
    'order_lines',
    'approval_requests',
    'approval_steps',
    'cart_items',
    'users',
  ]) {
    await db.execute(sql.raw(`vacuum (analyze) ${table}`))
  }
}
