import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WorkflowFileSchema, WorkflowImportReportSchema } from '../../../src/shared/approval-workflow-file'
import { WorkflowRowSchema } from '../../../src/shared/approval-workflow-schemas'
import type { ApiClient } from '../helpers/api-client'
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

const fileOf = (workflows: unknown[]) => ({ format: 'approval-workflows', version: 1, workflows })
const emails = (n: number) => approvers.slice(0, n).map((a) => ({ email: a.email }))
const poWorkflow = (approverList: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'PO',
  enabled: true,
  status: 'Active',
  approvers: approverList,
  ...extra,
})
const importFile = (client: ApiClient, file: unknown, dryRun = false) =>
  client.post('import-approval-workflows', { file, dryRun })
const rowsOf = async (client: ApiClient) =>
  v.parse(v.array(WorkflowRowSchema), dataOf(await client.get('get-approval-workflows?iDisplayLength=100')))

describe('import and export of approval workflows', () => {
  it('refuses a file that is not a workflow file, writing nothing', async () => {
    refused(await importFile(admin.client, { hello: 'world' }), 400, 'This is not an approval workflow file')
    refused(await importFile(admin.client, fileOf([])), 400, 'The file has no workflows')
    refused(await importFile(admin.client, fileOf([poWorkflow([{ email: 'not-an-email' }])])), 400)
    refused(
      await importFile(admin.client, fileOf([poWorkflow(emails(1)), poWorkflow(emails(1))])),
      400,
      'A type appears more than once in the file',
    )
    expect(await rowsOf(admin.client)).toEqual([])
  })

  it("refuses a duplicate approver and a sixth approver with the spec's messages", async () => {
    const duplicate = await importFile(admin.client, fileOf([poWorkflow([...emails(1), ...emails(1)])]))
    refused(duplicate, 400, 'This user is already in the approval flow.')
    const roleTwice = await importFile(admin.client, fileOf([poWorkflow([{ role: 'approver' }, { role: 'approver' }])]))
    refused(roleTwice, 400, 'This user is already in the approval flow.')
    refused(await importFile(admin.client, fileOf([poWorkflow(emails(6))])), 400, 'Maximum of 5 approvers allowed.')
    refused(await importFile(admin.client, fileOf([poWorkflow([{ role: 'boss' }])])), 400, 'Unknown role')
    expect(await rowsOf(admin.client)).toEqual([])
  })

  it('reports an unknown e-mail in a dry run, and a real import of that file writes nothing at all', async () => {
    const file = fileOf([
      poWorkflow(emails(2)),
      { type: 'Order', enabled: true, status: 'Active', approvers: [{ email: 'nobody@nowhere.example' }] },
    ])
    const dry = v.parse(WorkflowImportReportSchema, dataOf(await importFile(admin.client, file, true)))
    expect(dry).toEqual({
      workflows: 2,
      created: 2,
      replaced: 0,
      problems: [
        {
          where: 'Workflow 2 (Order), Level 1',
          message: 'No user with the e-mail nobody@nowhere.example in this organisation',
        },
      ],
    })
    const real = await importFile(admin.client, file)
    refused(real, 400)
    expect(String(real.body.msg)).toContain('nothing was imported')
    // The valid PO workflow before the bad one was not written either.
    expect(await rowsOf(admin.client)).toEqual([])
  })

  it("treats another tenant's users as unknown, and keeps each tenant's workflows apart", async () => {
    const otherAdmin = await stranger(t, 'admin')
    const res = await importFile(otherAdmin.client, fileOf([poWorkflow(emails(1))]))
    refused(res, 400)
    expect(String(res.body.msg)).toContain(`No user with the e-mail ${approvers[0]?.email}`)
    expect(await rowsOf(otherAdmin.client)).toEqual([])
    expect(await rowsOf(admin.client)).toEqual([])
  })

  it('is for admins only: an approver may neither import nor export, a buyer neither', async () => {
    const file = fileOf([poWorkflow(emails(1))])
    refused(await importFile(approvers[0]?.client as ApiClient, file), 403)
    const buyer = await person(t, 'buyer')
    refused(await importFile(buyer.client, file), 403)
    refused(await buyer.client.get('export-approval-workflows'), 403)
    refused(await (approvers[0]?.client as ApiClient).get('export-approval-workflows'), 403)
    expect(await rowsOf(admin.client)).toEqual([])
  })

  it('imports a good file in one go, replacing a saved type; export gives the same file back', async () => {
    await saveWorkflow(admin.client, 'Order', [{ userId: approvers[4]?.id }], { status: 'Draft', enabled: false })
    const file = fileOf([
      poWorkflow([...emails(2), { role: 'approver', minAmount: 50000 }], {
        slaHours: 24,
        fallbackApprover: approvers[5]?.email.toUpperCase(),
      }),
      { type: 'Order', enabled: false, status: 'Inactive', approvers: emails(1) },
    ])
    const dry = v.parse(WorkflowImportReportSchema, dataOf(await importFile(admin.client, file, true)))
    expect(dry).toEqual({ workflows: 2, created: 1, replaced: 1, problems: [] })
    expect((await rowsOf(admin.client)).map((r) => [r.type, r.status])).toEqual([['Order', 'Draft']])

    const done = await importFile(admin.client, file)
    expect(dataOf(done)).toEqual(dry)
    expect(done.body.msg).toBe('2 workflows imported')
    const rows = await rowsOf(admin.client)
    expect(rows.map((r) => [r.type, r.categoryLevels, r.status, r.enabled, r.version])).toEqual([
      ['Order', 1, 'Inactive', false, 2],
      ['PO', 3, 'Active', true, 1],
    ])

    const exported = await admin.client.get('export-approval-workflows')
    expect(exported.status).toBe(200)
    expect(exported.headers.get('Content-Disposition')).toContain('approval-workflows.json')
    const back = v.parse(WorkflowFileSchema, exported.body)
    expect(back.workflows).toEqual([
      {
        type: 'PO',
        enabled: true,
        status: 'Active',
        slaHours: 24,
        fallbackApprover: approvers[5]?.email.toLowerCase(),
        approvers: [
          { email: approvers[0]?.email.toLowerCase(), role: null, minAmount: null },
          { email: approvers[1]?.email.toLowerCase(), role: null, minAmount: null },
          { email: null, role: 'approver', minAmount: 50000 },
        ],
      },
      {
        type: 'Order',
        enabled: false,
        status: 'Inactive',
        slaHours: 48,
        fallbackApprover: null,
        approvers: [{ email: approvers[0]?.email.toLowerCase(), role: null, minAmount: null }],
      },
    ])
  })
})
