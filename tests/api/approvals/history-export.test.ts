import Papa from 'papaparse'
import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvalSteps } from '../../../server/db/schema/approvals'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { download } from '../purchase-orders/po-fixtures'
import {
  approvalOf,
  dataOf,
  decide,
  type Person,
  type PoRaiser,
  person,
  poRaiser,
  refused,
  saveWorkflow,
  stranger,
  submittedPo,
} from './approval-fixtures'

const FORMULA = '=HYPERLINK("http://x","y")'
const HEADER = [
  'Approval Type',
  'Document',
  'Requested By',
  'Approval Level',
  'Final Reviewer',
  'Reviewed On',
  'Status',
  'Remarks',
]

let t: TestApp
let buyer: Person
let approver: Person
let raiser: PoRaiser
let approved: PurchaseOrder
let rejected: PurchaseOrder

beforeAll(async () => {
  t = await createTestApp()
  const admin = await person(t, 'admin')
  buyer = await person(t, 'buyer')
  approver = await person(t, 'approver')
  raiser = await poRaiser(t, buyer)
  await saveWorkflow(admin.client, 'PO', [{ userId: approver.id }])
  approved = await submittedPo(raiser)
  rejected = await submittedPo(raiser)
  const decided = async (po: PurchaseOrder, decision: 'approve' | 'reject', remarks: string) => {
    const { approvalId } = await approvalOf(approver.client, 'PO', po.poId)
    dataOf(await decide(approver.client, approvalId, decision, { remarks }))
  }
  await decided(approved, 'approve', FORMULA)
  await decided(rejected, 'reject', 'Wrong vendor')
})
afterAll(() => t.close())

/** The export as the user gets it: status, headers, and the rows after the header (which must be HEADER). */
async function exported(who: Person, query = '') {
  const file = await download(t, who.client, `export-approval-history${query}`)
  expect(file.status, file.bytes.toString()).toBe(200)
  const text = file.bytes.toString('utf8')
  expect(text.startsWith('\uFEFF')).toBe(true)
  const [header, ...rows] = Papa.parse<string[]>(text.slice(1), { skipEmptyLines: true }).data
  expect(header).toEqual(HEADER)
  return { headers: file.headers, rows }
}

describe('export-approval-history', () => {
  it('writes one row per decision as CSV with a header row, newest last, formula-safe', async () => {
    const { headers, rows } = await exported(buyer)
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(headers.get('content-disposition')).toBe('attachment; filename="approval-history-2026-01-05.csv"')
    const reviewer = `Test ${approver.email}`
    expect(rows).toEqual([
      [
        'PO',
        approved.poNumber,
        `Test ${buyer.email}`,
        'Level 1',
        reviewer,
        expect.any(String),
        'Approved',
        `'${FORMULA}`,
      ],
      [
        'PO',
        rejected.poNumber,
        `Test ${buyer.email}`,
        'Level 1',
        reviewer,
        expect.any(String),
        'Rejected',
        'Wrong vendor',
      ],
    ])
    expect(rows[0]?.[5]).toMatch(/^2026-01-05T/)
    // The approver who decided exports the same decisions.
    expect((await exported(approver)).rows.map((r) => r[1])).toEqual([approved.poNumber, rejected.poNumber])
  })

  it('exports only what the filters and sort of the list select', async () => {
    expect((await exported(buyer, '?status=Rejected')).rows.map((r) => r[1])).toEqual([rejected.poNumber])
    expect((await exported(buyer, '?approvalType=Order')).rows).toEqual([])
    expect((await exported(buyer, '?from=2026-01-06')).rows).toEqual([])
    expect((await exported(buyer, '?from=2026-01-05&to=2026-01-05')).rows).toHaveLength(2)
    expect((await exported(buyer, '?to=2026-01-04')).rows).toEqual([])
    expect((await exported(buyer, `?search_txt=${rejected.poNumber}`)).rows.map((r) => r[6])).toEqual(['Rejected'])
    // Sorted by status, descending: Rejected first.
    const sorted = await exported(buyer, '?iSortCol_0=4&sSortDir_0=desc')
    expect(sorted.rows.map((r) => r[6])).toEqual(['Rejected', 'Approved'])
  })

  it('streams every matching decision, past one page, ignoring the list paging', async () => {
    const owner = await person(t, 'buyer')
    const decider = await person(t, 'approver')
    const po = await submittedPo(await poRaiser(t, owner))
    const { approvalId } = await approvalOf(owner.client, 'PO', po.poId)
    const at = t.clock.now()
    const steps = Array.from({ length: 230 }, (_, i) => ({
      id: uuidv7(),
      tenantId: t.demoTenantId,
      requestId: approvalId,
      level: 1,
      action: 'Approved',
      actorId: decider.id,
      remarks: `Decision ${i}`,
      at,
    }))
    await t.db.insert(approvalSteps).values(steps)
    const { rows } = await exported(owner, '?iDisplayStart=20&iDisplayLength=5')
    expect(rows).toHaveLength(230)
    expect(new Set(rows.map((r) => r[7])).size).toBe(230)
  })

  it('shows nothing to another tenant or to someone the decisions do not concern', async () => {
    expect((await exported(await stranger(t, 'admin'))).rows).toEqual([])
    expect((await exported(await person(t, 'approver'))).rows).toEqual([])
  })

  it('refuses bad input with 400 in the error envelope, and a signed-out caller with 401', async () => {
    for (const query of [
      'status=Maybe',
      'approvalType=Invoice',
      'from=2026-02-30',
      'to=yesterday',
      'iSortCol_0=9',
      'sSortDir_0=up',
    ]) {
      refused(await buyer.client.get(`export-approval-history?${query}`), 400)
    }
    const anonymous = await download(t, t.client(), 'export-approval-history')
    expect(anonymous.status).toBe(401)
  })
})
