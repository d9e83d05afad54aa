import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import * as v from 'valibot'
import { openDatabase } from '../../server/db/client'
import { DEMO_PASSWORD, seedIfEmpty } from '../../server/db/seed'
import type { Actor } from '../../server/lib/app-env'
import { decideApproval } from '../../server/modules/approvals/engine'
import { countPending, listPending } from '../../server/modules/approvals/pending'
import { findTenantIdByDomain, findUserByEmail } from '../../server/modules/users/service'
import { PendingListQuerySchema } from '../../src/shared/approval-list-query'
import { bulkPendingApprovals } from './approvals-data'
import { type Latency, latency, ms, settle } from './measure'
import { startServer } from './server-process'

const REQUESTS = 10_000
const APPROVERS = 200
const REQUESTERS = 20
const DECISIONS = 500

type Query = Record<string, string>

/** The measured get-pending-approvals requests of one approver (about 50 of their own and 500 of their role). */
const SCENARIOS: Record<string, Query> = {
  'first page (due date)': {},
  'filtered (PO, High priority)': { approvalType: 'PO', priority: 'High' },
  'filtered (not overdue)': { overdue: 'false' },
  'sorted (priority desc)': { iSortCol_0: '2', sSortDir_0: 'desc' },
  'sorted (requested by), page 3': { iSortCol_0: '5', iDisplayStart: '20' },
}

const actorOf = (u: { id: string; email: string; fullName: string }, tenantId: string): Actor => ({
  userId: u.id,
  tenantId,
  email: u.email,
  fullName: u.fullName,
  role: 'approver',
  sessionIdHash: '',
})

/**
 * Seeds 10,000 pending approvals across 200 approvers, then prints the pending list p50 / p95 of
 * one approver (in process and over HTTP) and how many decisions a second the engine makes.
 */
export async function benchApprovals(port: number): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-approvals-'))
  try {
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') })
    await seedIfEmpty(database.db, { catalogue: false })
    const tenantId = (await findTenantIdByDomain(database.db, 'localhost')) ?? ''
    const approver = await findUserByEmail(database.db, tenantId, 'approver@demo.local')
    if (!approver) throw new Error('demo approver missing')
    const seedStart = performance.now()
    await bulkPendingApprovals(database.db, tenantId, {
      requestCount: REQUESTS,
      approverCount: APPROVERS,
      requesterCount: REQUESTERS,
      demoApproverId: approver.id,
    })
    console.log(
      `\nApprovals at ${REQUESTS.toLocaleString()} pending across ${APPROVERS} approvers (seeded in ${Math.round(performance.now() - seedStart)} ms), PGlite`,
    )
    const actor = actorOf(approver, tenantId)
    const floors = new Map<string, Latency>()
    const rows = new Map<string, number>()
    for (const [name, q] of Object.entries(SCENARIOS)) {
      const parsed = v.parse(PendingListQuerySchema, q)
      const run = () => listPending(database.db, actor, parsed, new Date())
      rows.set(name, (await run()).filtered)
      floors.set(name, await latency(run, 200, 20))
    }
    floors.set('count (header badge)', await latency(() => countPending(database.db, actor, new Date()), 200, 20))

    const decisions = await decideMany(database.db, tenantId)
    await database.close()

    const server = await startServer(dataDir, port)
    try {
      const cookie = await signIn(server.url)
      const headers = { Domain: 'localhost', Cookie: cookie }
      await settle(`${server.url}/api/get-pending-approvals`, headers)
      console.log(
        '  get-pending-approvals (approver@demo.local)     HTTP p50 / p95        floor p50 / p95 (service)   rows',
      )
      const line = async (name: string, endpoint: string, q: Query) => {
        const url = `${server.url}/api/${endpoint}?${new URLSearchParams(q)}`
        const http = await latency(async () => {
          const res = await fetch(url, { headers })
          if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`)
          await res.arrayBuffer()
        })
        const floor = floors.get(name)
        console.log(
          `  ${name.padEnd(46)} ${`${ms(http.p50)} / ${ms(http.p95)}`.padEnd(21)} ${(floor ? `${ms(floor.p50)} / ${ms(floor.p95)}` : '').padEnd(27)} ${rows.get(name) ?? ''}`,
        )
      }
      for (const [name, q] of Object.entries(SCENARIOS)) await line(name, 'get-pending-approvals', q)
      await line('count (header badge)', 'get-pending-approval-count', {})
      console.log('  budget: p95 <= 25 ms for every pending list figure')
    } finally {
      await server.stop()
    }
    console.log(
      `\n  decide (approve level 1 of 2, in process, one at a time)  ${decisions.rps.toFixed(0)} decisions/s   p50 ${ms(decisions.p50)}   p95 ${ms(decisions.p95)}   (${DECISIONS} decisions)`,
    )
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * Approves DECISIONS requests at level 1 of 2, each by its own approver, one after another (PGlite
 * runs one query at a time): the step, the move to level 2 and the e-mails built; the document is
 * only locked (RfQ left out: its lock reads a table of another module the bench does not seed).
 */
async function decideMany(db: Parameters<typeof bulkPendingApprovals>[0], tenantId: string) {
  const picked = (await db.execute(sql`
    select r.id as "approvalId", u.id, u.email, u.full_name as "fullName"
    from approval_requests r join users u on u.id = r.assignee_user_id
    where r.tenant_id = ${tenantId}::uuid and r.status = 'Pending' and r.current_level = 1 and r.type <> 'RfQ'
      and not exists (select 1 from approval_delegations d where d.user_id = u.id)
    order by r.requested_at desc limit ${DECISIONS}`)) as unknown as {
    rows: Array<{ approvalId: string; id: string; email: string; fullName: string }>
  }
  const times: number[] = []
  const started = performance.now()
  for (const pick of picked.rows) {
    const start = performance.now()
    const input = { approvalId: pick.approvalId, decision: 'approve' as const, remarks: 'Bench', level: 1 }
    await decideApproval(db, actorOf(pick, tenantId), input, new Date(), [])
    times.push(performance.now() - start)
  }
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  return { rps: picked.rows.length / seconds, p50: at(0.5), p95: at(0.95) }
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/validate-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Domain: 'localhost', Origin: url },
    body: JSON.stringify({
      AppID: 5,
      DomainName: 'localhost',
      Username: 'approver@demo.local',
      Password: DEMO_PASSWORD,
    }),
  })
  // Every cookie the sign-in sets (the session's and the device's), as a Cookie header.
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
  if (!res.ok || !cookie) throw new Error(`sign-in failed: ${res.status}`)
  return cookie
}
