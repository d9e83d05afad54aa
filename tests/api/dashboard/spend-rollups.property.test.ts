import { and, eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  purchaseOrderCounts,
  purchaseOrderSpendMonths,
  purchaseOrders,
} from '../../../server/db/schema/purchase-orders'
import { suppliers } from '../../../server/db/schema/suppliers'
import { DashboardSummarySchema, type RoleFigures } from '../../../src/shared/dashboard'
import { isPoTransition, PO_STATUSES, PO_TRANSITIONS, type PoStatus } from '../../../src/shared/po-status'
import { type Person, person } from '../approvals/approval-fixtures'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, lineBody, movePo, poBody, poById, poIn, unitIds } from '../purchase-orders/po-fixtures'

// The admin dashboard reads spend by month and vendor, and open PO value by status, from tables kept
// by triggers on purchase_orders (migration 0021). Whatever sequence of creates, status moves, edits,
// deletes and moves between tenants happens, they must equal a recount of the POs themselves.

const SPEND: readonly PoStatus[] = ['Approved', 'Issued', 'Partially Delivered', 'Fully Delivered', 'Closed']
const OPEN: readonly PoStatus[] = ['Draft', 'Pending Approval', 'Approved', 'Issued', 'Partially Delivered']
/** The test clock's twelve months: February 2025 to January 2026. */
const SINCE = '2025-02-01'

interface Tenant {
  id: string
  domain: string
  admin: Person
  buyer: Person
  approver: Person
  warehouse: Person
}

let t: TestApp
let home: Tenant
let away: Tenant
let unit: number
/** Vendors of the home tenant; renames give one vendor several names on its POs. */
let vendors: Array<{ id: string; name: string }>
/** Every PO made and not deleted so far (some moved to the other tenant since). */
const made: string[] = []

async function tenant(name: string): Promise<Tenant> {
  const domain = `${name}.rollups.test`
  const id = await t.createTenant(name, [domain])
  const at = { id, domain }
  return {
    id,
    domain,
    admin: await person(t, 'admin', at),
    buyer: await person(t, 'buyer', at),
    approver: await person(t, 'approver', at),
    warehouse: await person(t, 'warehouse', at),
  }
}

beforeAll(async () => {
  t = await createTestApp()
  home = await tenant('home')
  away = await tenant('away')
  unit = (await unitIds(home.buyer.client)).Nos ?? 0
  vendors = [
    await addVendor(t, { tenantId: home.id, name: 'Vendor 1' }),
    await addVendor(t, { tenantId: home.id, name: 'Vendor 2' }),
    await addVendor(t, { tenantId: home.id, name: 'Vendor 3' }),
  ]
})
afterAll(() => t.close())

/** A day `monthsBack` months before the test clock's January 2026 (negative: after it). */
const dayOf = (monthsBack: number, day: number) => new Date(Date.UTC(2026, -monthsBack, day)).toISOString().slice(0, 10)

/** A PO's header and single line (two units, so a partial delivery is possible) as the form sends it. */
function body(
  vendorId: string,
  paise: number,
  poDate: string,
  edit?: { version: number; poId: string; lineId?: string },
) {
  return poBody(vendorId, unit, {
    PoDate: poDate,
    deliveryDate: poDate,
    poValidity: null,
    products: [lineBody(unit, { Quantity: 2, BudgetedRate: paise / 100, GSTPercentage: 0, LineID: edit?.lineId })],
    ...(edit ? { poId: edit.poId, version: edit.version } : {}),
  })
}

async function create(vendor: number, paise: number, monthsBack: number) {
  const v0 = vendors[vendor % vendors.length]
  if (!v0) return
  const po = poIn(await addPo(home.buyer.client, body(v0.id, paise, dayOf(monthsBack, 1 + (paise % 28)))))
  made.push(po.poId)
}

async function current(poId: string) {
  const [row] = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, poId))
  return row
}

/** The lifecycle's way forward; Rejected and Cancelled leave it. */
const FORWARD: readonly PoStatus[] = [
  'Draft',
  'Pending Approval',
  'Approved',
  'Issued',
  'Partially Delivered',
  'Fully Delivered',
  'Closed',
]

/** The next status on the way from one status to another, if it can still be reached. */
function nextToward(from: PoStatus, to: PoStatus): PoStatus | undefined {
  if (isPoTransition(from, to)) return to
  const at = FORWARD.indexOf(from)
  const exitFrom = to === 'Rejected' ? 1 : to === 'Cancelled' ? 3 : FORWARD.indexOf(to)
  return at >= 0 && at < exitFrom ? FORWARD[at + 1] : undefined
}

/** One lifecycle move: through the API at home, in SQL away. */
async function step(poId: string, tenantId: string, to: PoStatus) {
  if (tenantId !== home.id) {
    await t.db.update(purchaseOrders).set({ status: to }).where(eq(purchaseOrders.id, poId))
    return
  }
  if (to === 'Partially Delivered') {
    const line = (await poById(home.warehouse.client, poId)).products[0]
    const res = await home.warehouse.client.post('record-po-delivery', {
      poId,
      deliveryId: uuidv7(),
      lines: [{ lineId: line?.LineID, quantity: 1 }],
      remarks: '',
    })
    expect(poIn(res).status).toBe(to)
    return
  }
  const by = PO_TRANSITIONS.find((m) => m.to === to)?.by ?? []
  const mover = by.includes('approver') ? home.approver : by.includes('warehouse') ? home.warehouse : home.buyer
  expect(poIn(await movePo(mover.client, poId, to)).status).toBe(to)
}

/** Moves a PO along its lifecycle towards a status, as far as it can go. */
async function move(poId: string, to: PoStatus) {
  for (let po = await current(poId); po; po = await current(poId)) {
    const next = nextToward(po.status, to)
    if (!next) return
    await step(poId, po.tenantId, next)
  }
}

/** A new amount, PO date and vendor: the form's edit for a Draft at home, an SQL update otherwise. */
async function edit(poId: string, vendor: number, paise: number, monthsBack: number) {
  const po = await current(poId)
  const v0 = vendors[vendor % vendors.length]
  if (!po || !v0) return
  const poDate = dayOf(monthsBack, 1 + (paise % 28))
  if (po.tenantId === home.id && po.status === 'Draft') {
    const now = await poById(home.buyer.client, poId)
    const res = await home.buyer.client.post(
      'update-po',
      body(v0.id, paise, poDate, { poId, version: now.version, lineId: now.products[0]?.LineID }),
    )
    poIn(res)
    return
  }
  const total = (paise * 2) / 100
  await t.db
    .update(purchaseOrders)
    .set({ vendorId: v0.id, vendorName: v0.name, poDate, total: total.toFixed(2), subtotal: total.toFixed(2) })
    .where(eq(purchaseOrders.id, poId))
}

/** A new total alone (a correction in SQL, whatever the status). */
async function reprice(poId: string, paise: number) {
  const total = (paise / 100).toFixed(2)
  await t.db.update(purchaseOrders).set({ total, subtotal: total }).where(eq(purchaseOrders.id, poId))
}

/** Moves a PO to the other tenant (a number of its own there, so it stays unique). */
async function switchTenant(poId: string) {
  const po = await current(poId)
  if (!po) return
  await t.db
    .update(purchaseOrders)
    .set({ tenantId: po.tenantId === home.id ? away.id : home.id, number: `${po.number}-${made.length}x` })
    .where(eq(purchaseOrders.id, poId))
}

async function rename(vendor: number) {
  const v0 = vendors[vendor % vendors.length]
  if (!v0) return
  // A fixed-width suffix: names sort the same by code unit (max() here) and by any collation (max() in SQL).
  v0.name = `${v0.name.slice(0, 'Vendor 1'.length)} r${String(made.length).padStart(4, '0')}`
  await t.db.update(suppliers).set({ name: v0.name }).where(eq(suppliers.id, v0.id))
}

const paise = fc.integer({ min: 1, max: 5_000_000 })
const monthsBack = fc.integer({ min: -1, max: 14 })
const pick = fc.nat({ max: 1_000 })
const command = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('create' as const), vendor: pick, paise, monthsBack }) },
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant('move' as const), po: pick, to: fc.constantFrom(...PO_STATUSES) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('edit' as const), po: pick, vendor: pick, paise, monthsBack }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('reprice' as const), po: pick, paise }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), po: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('tenant' as const), po: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), vendor: pick }) },
)
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never

async function run(c: Command) {
  // Mostly one of the last few POs, so some of them get far along their lifecycle.
  const back = 'po' in c ? (c.po % 10 < 8 ? c.po % 4 : c.po) : 0
  const poId = made[made.length - 1 - (back % Math.max(1, made.length))]
  if (c.kind === 'create') return create(c.vendor, c.paise, c.monthsBack)
  if (c.kind === 'rename') return rename(c.vendor)
  if (!poId) return
  if (c.kind === 'move') return move(poId, c.to)
  if (c.kind === 'edit') return edit(poId, c.vendor, c.paise, c.monthsBack)
  if (c.kind === 'tenant') return switchTenant(poId)
  if (c.kind === 'reprice') return reprice(poId, c.paise)
  await t.db.delete(purchaseOrders).where(eq(purchaseOrders.id, poId))
  made.splice(made.indexOf(poId), 1)
}

const toPaise = (amount: string | number) => Math.round(Number(amount) * 100)

/** The roll-up rows equal a GROUP BY over the tenant's POs; rows left empty hold nothing. */
async function expectTablesRecounted(tenantId: string) {
  const pos = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.tenantId, tenantId))
  const months = await t.db
    .select()
    .from(purchaseOrderSpendMonths)
    .where(eq(purchaseOrderSpendMonths.tenantId, tenantId))
  const spend = new Map<string, { n: number; paise: number }>()
  for (const po of pos.filter((p) => SPEND.includes(p.status))) {
    const key = `${po.poDate.slice(0, 7)}-01|${po.vendorId}|${po.vendorName}`
    const row = spend.get(key) ?? { n: 0, paise: 0 }
    spend.set(key, { n: row.n + 1, paise: row.paise + toPaise(po.total) })
  }
  const kept = new Map(
    months
      .filter((r) => r.n !== 0)
      .map((r) => [`${r.month}|${r.vendorId}|${r.vendorName}`, { n: r.n, paise: toPaise(r.total) }]),
  )
  expect(kept).toEqual(spend)
  expect(months.filter((r) => r.n === 0).map((r) => toPaise(r.total))).toEqual(
    months.filter((r) => r.n === 0).map(() => 0),
  )

  const counts = await t.db.select().from(purchaseOrderCounts).where(eq(purchaseOrderCounts.tenantId, tenantId))
  const byStatus = new Map<string, { n: number; paise: number }>()
  for (const po of pos) {
    const row = byStatus.get(po.status) ?? { n: 0, paise: 0 }
    byStatus.set(po.status, { n: row.n + 1, paise: row.paise + toPaise(po.total) })
  }
  const countRows = new Map(
    counts
      .filter((r) => r.n !== 0 || toPaise(r.total) !== 0)
      .map((r) => [r.status, { n: r.n, paise: toPaise(r.total) }]),
  )
  expect(countRows).toEqual(byStatus)
}

/** The admin's spend by month and vendor and open PO value equal the same sums over the POs. */
async function expectDashboardRecounted(tenantId: string, admin: Person) {
  const res = await admin.client.get('get-dashboard')
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  const figures = v.parse(DashboardSummarySchema, res.body.data).figures as Extract<RoleFigures, { role: 'admin' }>
  const pos = await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.tenantId, tenantId))
  const spend = pos.filter((p) => SPEND.includes(p.status) && p.poDate >= SINCE)
  const monthKeys = figures.spendByMonth.map((m) => m.key)
  expect(monthKeys[0]).toBe(SINCE.slice(0, 7))
  expect(figures.spendByMonth.map((m) => toPaise(m.amount))).toEqual(
    monthKeys.map((key) => spend.filter((p) => p.poDate.startsWith(key)).reduce((s, p) => s + toPaise(p.total), 0)),
  )
  const byVendor = new Map<string, { name: string; paise: number }>()
  for (const p of spend) {
    const row = byVendor.get(p.vendorId) ?? { name: p.vendorName, paise: 0 }
    byVendor.set(p.vendorId, {
      name: p.vendorName > row.name ? p.vendorName : row.name,
      paise: row.paise + toPaise(p.total),
    })
  }
  expect(figures.spendByVendor.map((r) => [r.key, r.label, toPaise(r.amount)])).toEqual(
    [...byVendor.entries()]
      .sort(([, a], [, b]) => b.paise - a.paise || a.name.localeCompare(b.name))
      .map(([id, r]) => [id, r.name, r.paise]),
  )
  expect(figures.openPoValueByStatus.map((s) => [s.status, s.count, toPaise(s.amount)])).toEqual(
    OPEN.map((status) => {
      const of = pos.filter((p) => p.status === status)
      return [status, of.length, of.reduce((s, p) => s + toPaise(p.total), 0)]
    }),
  )
}

async function expectRecounted() {
  for (const at of [home, away]) {
    await expectTablesRecounted(at.id)
    await expectDashboardRecounted(at.id, at.admin)
  }
}

describe('spend roll-ups', () => {
  it('equal a recount of the POs after any sequence of creates, moves, edits, deletes and tenant moves', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 16 }), async (commands) => {
        for (const c of commands) await run(c)
        await expectRecounted()
      }),
      { seed: 20_260_105, numRuns: 25 },
    )
    // The sequences reached the spend statuses and both tenants, or the property proved little.
    const [spent] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(purchaseOrders)
      .where(and(eq(purchaseOrders.tenantId, home.id), sql`${purchaseOrders.status} in ('Fully Delivered', 'Closed')`))
    expect(spent?.n).toBeGreaterThan(0)
    const [moved] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.tenantId, away.id))
    expect(moved?.n).toBeGreaterThan(0)
  }, 240_000)

  it('stay exact when many POs of one vendor and month move at once', async () => {
    const vendor = vendors[0]
    if (!vendor) throw new Error('no vendor')
    const pos = await Promise.all(
      Array.from({ length: 12 }, async (_, i) =>
        poIn(await addPo(home.buyer.client, body(vendor.id, 10_001 + i, '2025-11-03'))),
      ),
    )
    const all = (fn: (poId: string, i: number) => Promise<unknown>) => Promise.all(pos.map((p, i) => fn(p.poId, i)))
    await all((poId) => movePo(home.buyer.client, poId, 'Pending Approval'))
    await all((poId) => movePo(home.approver.client, poId, 'Approved'))
    await all((poId, i) => movePo(home.buyer.client, poId, i % 3 === 0 ? 'Cancelled' : 'Issued'))
    await expectRecounted()
    await all((poId, i) => (i % 3 === 0 ? Promise.resolve() : movePo(home.warehouse.client, poId, 'Fully Delivered')))
    await all((poId) => t.db.delete(purchaseOrders).where(eq(purchaseOrders.id, poId)))
    await expectRecounted()
  }, 120_000)
})
