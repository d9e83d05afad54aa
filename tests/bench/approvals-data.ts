import { sql } from 'drizzle-orm'
import type { Db } from '../../server/db/client'
import { APPROVAL_TYPES } from '../../src/shared/approval-rules'

const literalArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`)

/**
 * Adds `approverCount - 1` approvers (the demo approver, `demoApproverId`, is the first of them),
 * `requesterCount` buyers and `requestCount` pending approvals to a tenant, in SQL. Each approval
 * has a two-level chain of two of the approvers and waits at level 1; every 20th waits on the role
 * `approver` instead (so every approver sees those too). Types, priorities and amounts cycle;
 * requests are spread over the last ten days with a 48-hour SLA, so about four in five are
 * overdue. Each request has its Submitted step, and ten approvers have delegated to the next one today.
 * The documents themselves are not seeded: their ids are fresh UUIDs that no table holds.
 */
export async function bulkPendingApprovals(
  db: Db,
  tenantId: string,
  options: { requestCount: number; approverCount: number; requesterCount: number; demoApproverId: string },
): Promise<void> {
  const { requestCount, approverCount, requesterCount, demoApproverId } = options
  const names = literalArray(['Asha', 'Bhavin', 'Chitra', 'Dev', 'Esha', 'Firoz', 'Gauri', 'Hari', 'Ila', 'Jay'])
  await db.execute(sql`
    insert into users (id, tenant_id, email, full_name, role, password_hash)
    select gen_random_uuid(), ${tenantId}::uuid, 'bench-approver-' || g || '@demo.local',
           (${names})[1 + g % 10] || ' Approver ' || g, 'approver', null
    from generate_series(1, ${approverCount - 1}) as g
    union all
    select gen_random_uuid(), ${tenantId}::uuid, 'bench-requester-' || g || '@demo.local',
           (${names})[1 + (g * 3) % 10] || ' Buyer ' || g, 'buyer', null
    from generate_series(1, ${requesterCount}) as g`)
  await db.execute(sql`drop table if exists bench_approval`)
  await db.execute(sql`
    create temp table bench_approval as
    with a as (
      select array[${demoApproverId}::uuid] || array_agg(id order by email) as ids from users
      where tenant_id = ${tenantId}::uuid and email like 'bench-approver-%'
    ), r as (
      select array_agg(id order by email) as ids from users
      where tenant_id = ${tenantId}::uuid and email like 'bench-requester-%'
    )
    select g, gen_random_uuid() as id,
           (${literalArray(APPROVAL_TYPES)})[1 + g % ${APPROVAL_TYPES.length}] as type,
           r.ids[1 + g % array_length(r.ids, 1)] as raised_by,
           case when g % 20 = 0 then null else a.ids[1 + (g + 1) % array_length(a.ids, 1)] end as first_id,
           a.ids[1 + (g + 2) % array_length(a.ids, 1)] as second_id,
           (1000 + (g * 7919) % 900000)::numeric(14, 2) as amount,
           now() - make_interval(secs => (g::bigint * 864000 / ${requestCount})::int) as requested_at
    from generate_series(1, ${requestCount}) as g, a, r`)
  await db.execute(sql`
    insert into approval_requests (id, tenant_id, type, document_id, document_number, raised_by, raisers, amount, priority,
                                   status, workflow_version, sla_hours, chain, current_level, assignee_user_id,
                                   assignee_role, due_at, escalate_at, requested_at)
    select id, ${tenantId}::uuid, type, gen_random_uuid()::text, upper(left(type, 3)) || '-BENCH-' || lpad(g::text, 6, '0'),
           raised_by, jsonb_build_array(raised_by), amount,
           case when amount >= 500000 then 'High' when amount >= 50000 then 'Medium' else 'Low' end,
           'Pending', 1, 48,
           jsonb_build_array(
             case when first_id is null then jsonb_build_object('userId', null, 'role', 'approver')
                  else jsonb_build_object('userId', first_id, 'role', null) end,
             jsonb_build_object('userId', second_id, 'role', null)),
           1, first_id, case when first_id is null then 'approver' end,
           requested_at + interval '48 hours', null, requested_at
    from bench_approval order by g`)
  await db.execute(sql`
    insert into approval_steps (id, tenant_id, request_id, level, action, actor_id, remarks, at)
    select gen_random_uuid(), ${tenantId}::uuid, id, 1, 'Submitted', raised_by, 'Workflow version 1', requested_at
    from bench_approval`)
  await db.execute(sql`
    insert into approval_delegations (id, tenant_id, user_id, delegate_id, starts_on, ends_on, created_at)
    select gen_random_uuid(), ${tenantId}::uuid, a.ids[g * 10], a.ids[g * 10 + 1], current_date - 1, current_date + 7, now()
    from generate_series(1, 10) as g,
         (select array_agg(id order by email) as ids from users
          where tenant_id = ${tenantId}::uuid and email like 'bench-approver-%') a`)
  await db.execute(sql`drop table bench_approval`)
  for (const table of ['users', 'approval_requests', 'approval_steps', 'approval_delegations']) {
    await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`)
  }
}
