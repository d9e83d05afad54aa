import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApproverOptionSchema, WorkflowRowSchema, WorkflowSchema } from '../../../src/shared/approval-workflow-schemas'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { dataOf, type Person, person, refused, saveWorkflow, stranger } from './approval-fixtures'

let t: TestApp
let admin: Person
let approvers: Person[]

beforeAll(async () => {
  t = await createTestApp()
  admin = await person(t, 'admin')
  approvers = []
  for (let i = 0; i < 6; i += 1) approvers.push(await person(t, 'approver'))
})
afterAll(() => t.close())

const ids = (n: number) => approvers.slice(0, n).map((a) => ({ userId: a.id }))
const workflowOf = async (type: string) =>
  v.parse(WorkflowSchema, dataOf(await admin.client.get(`get-approval-workflow?type=${encodeURIComponent(type)}`)))

describe('approval workflows', () => {
  it('a type never saved is Off with no approvers; saving one lists it with its levels, in order', async () => {
    const before = await workflowOf('Product')
    expect(before).toMatchObject({ workflowId: null, enabled: false, status: 'Draft', approvers: [], version: 0 })

    const saved = await saveWorkflow(admin.client, 'Product', [...ids(2), { role: 'approver', minAmount: 1000 }], {
      slaHours: 24,
      fallbackApproverId: approvers[5]?.id,
    })
    expect(saved.approvers.map((a) => [a.level, a.userId, a.role, a.minAmount])).toEqual([
      [1, approvers[0]?.id, null, null],
      [2, approvers[1]?.id, null, null],
      [3, null, 'approver', 1000],
    ])
    expect(saved.approvers[2]?.name).toBe('Approver (any)')
    expect(saved).toMatchObject({ enabled: true, status: 'Active', slaHours: 24, version: 1 })
    expect(saved.fallbackApprover?.id).toBe(approvers[5]?.id)

    const list = await admin.client.get('get-approval-workflows?search_txt=prod')
    const rows = v.parse(v.array(WorkflowRowSchema), dataOf(list))
    expect(rows.map((r) => [r.type, r.categoryLevels, r.status])).toEqual([['Product', 3, 'Active']])
    expect(list.body.recordsFiltered).toBe(1)
  })

  it("refuses a duplicate approver with the spec's message, and a sixth approver, writing nothing", async () => {
    const duplicate = await admin.client.post('save-approval-workflow', {
      type: 'Category',
      enabled: true,
      status: 'Active',
      approvers: [{ userId: approvers[0]?.id }, { userId: approvers[0]?.id }],
    })
    refused(duplicate, 400, 'This user is already in the approval flow.')
    const six = await admin.client.post('save-approval-workflow', {
      type: 'Category',
      enabled: true,
      status: 'Active',
      approvers: ids(6),
    })
    refused(six, 400, 'Maximum of 5 approvers allowed.')
    expect((await workflowOf('Category')).workflowId).toBeNull()
    // Five is the limit, not beyond it.
    expect((await saveWorkflow(admin.client, 'Category', ids(5))).approvers).toHaveLength(5)
  })

  it.each([
    [{ type: 'Invoice', approvers: [] }, 'Unknown approval type'],
    [{ type: 'RfQ', enabled: true, approvers: [] }, 'Add at least one approver to enable the workflow'],
    [{ type: 'RfQ', approvers: [{}] }, 'Each approver is a user or a role'],
    [{ type: 'RfQ', approvers: [{ userId: 'x' }] }, 'Invalid approver'],
    [{ type: 'RfQ', approvers: [{ role: 'approver', minAmount: -1 }] }, 'The amount threshold cannot be negative'],
    [{ type: 'RfQ', approvers: [], slaHours: 0 }, 'SLA hours must be a whole number from 1 to 720'],
    [{ type: 'RfQ', approvers: 'all' }, 'approvers must be a list'],
  ])('refuses %j with 400 and its reason', async (body, msg) => {
    refused(await admin.client.post('save-approval-workflow', body), 400, msg)
    expect((await workflowOf('RfQ')).workflowId).toBeNull()
  })

  it('refuses an approver or fallback of another tenant as not found', async () => {
    const outsider = await stranger(t, 'approver')
    const res = await admin.client.post('save-approval-workflow', { type: 'RfQ', approvers: [{ userId: outsider.id }] })
    refused(res, 400, 'Level 1: approver not found')
    const fallback = await admin.client.post('save-approval-workflow', {
      type: 'RfQ',
      approvers: [{ role: 'approver' }],
      fallbackApproverId: outsider.id,
    })
    refused(fallback, 400, 'Fallback approver not found')
    expect((await workflowOf('RfQ')).workflowId).toBeNull()
  })

  it('only admins change workflows; approvers read them; buyers do neither; another tenant sees none', async () => {
    const buyer = await person(t, 'buyer')
    const approver = approvers[0]
    if (!approver) throw new Error('no approver')
    refused(await approver.client.post('save-approval-workflow', { type: 'Order', approvers: [] }), 403)
    refused(await buyer.client.post('save-approval-workflow', { type: 'Order', approvers: [] }), 403)
    refused(await buyer.client.get('get-approval-workflows'), 403)
    expect(dataOf(await approver.client.get('get-approval-workflows'))).not.toEqual([])

    const otherAdmin = await stranger(t, 'admin')
    const theirs = await otherAdmin.client.get('get-approval-workflows')
    expect(theirs.body).toMatchObject({ data: [], recordsTotal: 0 })
    expect((await otherAdmin.client.get('get-approval-workflow?type=Product')).body).toMatchObject({
      data: { workflowId: null, enabled: false },
    })
  })

  it('bumps the version on every save and refuses a stale one with 409 and the current workflow', async () => {
    const first = await saveWorkflow(admin.client, 'Supplier Onboarding', ids(1))
    const second = await saveWorkflow(admin.client, 'Supplier Onboarding', ids(2), { version: first.version })
    expect(second.version).toBe(first.version + 1)
    const stale = await admin.client.post('save-approval-workflow', {
      type: 'Supplier Onboarding',
      approvers: ids(3),
      version: first.version,
    })
    refused(stale, 409, 'This workflow was changed by someone else')
    expect(v.parse(WorkflowSchema, stale.body.data).approvers).toHaveLength(2)
  })

  it('offers the tenant’s users as approvers, searchable by name', async () => {
    const options = v.parse(v.array(ApproverOptionSchema), dataOf(await admin.client.get('get-approval-users')))
    expect(options.map((o) => o.id)).toEqual(expect.arrayContaining(approvers.map((a) => a.id)))
    const some = v.parse(
      v.array(ApproverOptionSchema),
      dataOf(await admin.client.get(`get-approval-users?search_txt=${encodeURIComponent(approvers[2]?.email ?? '')}`)),
    )
    expect(some.map((o) => o.id)).toEqual([approvers[2]?.id])
  })
})
