import * as v from 'valibot'
import { expect } from 'vitest'
import {
  type ApprovalDetail,
  ApprovalDetailSchema,
  type ApprovalHistoryRow,
  ApprovalHistoryRowSchema,
  type PendingApprovalRow,
  PendingApprovalRowSchema,
} from '../../../src/shared/approval-request-schemas'
import type { ApprovalType } from '../../../src/shared/approval-rules'
import { approvalTypeUrlName } from '../../../src/shared/approval-rules'
import { type Workflow, WorkflowSchema } from '../../../src/shared/approval-workflow-schemas'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'
import type { Role } from '../../../src/shared/roles'
import type { ApiClient, ApiResponse } from '../helpers/api-client'
import { authBody, TEST_PASSWORD, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, lineBody, movePo, poBody, poIn, unitIds } from '../purchase-orders/po-fixtures'

/** A signed-in user of a test: id, e-mail and a client with their session. */
export interface Person {
  id: string
  email: string
  client: ApiClient
}

/** Creates a user of a role (in the demo tenant unless given one) and signs them in. */
export async function person(t: TestApp, role: Role, tenant?: { id: string; domain: string }): Promise<Person> {
  const user = await t.createUser({ role, tenantId: tenant?.id })
  const client = t.client({ domain: tenant?.domain ?? 'localhost' })
  const res = await client.post(
    'validate-user',
    authBody(user.email, { DomainName: tenant?.domain ?? 'localhost', Password: TEST_PASSWORD }),
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return { id: user.id, email: user.email, client }
}

/** The data of a 200 answer. */
export function dataOf(res: ApiResponse): unknown {
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.status).toBe(true)
  return res.body.data
}

/** A 4xx answer in the error envelope, with its message. */
export function refused(res: ApiResponse, status: number, msg?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status)
  expect(res.body.status).toBe(false)
  if (msg !== undefined) expect(res.body.msg).toBe(msg)
}

/** Saves a workflow as an admin: On and Active unless told otherwise. */
export async function saveWorkflow(
  admin: ApiClient,
  type: ApprovalType,
  approvers: ReadonlyArray<{ userId?: string; role?: Role; minAmount?: number | null }>,
  extra: Record<string, unknown> = {},
): Promise<Workflow> {
  const body = { type, enabled: true, status: 'Active', approvers, ...extra }
  return v.parse(WorkflowSchema, dataOf(await admin.post('save-approval-workflow', body)))
}

/** The pending approvals of a user (first page, up to 100). */
export async function pendingOf(client: ApiClient, query = ''): Promise<PendingApprovalRow[]> {
  const res = await client.get(`get-pending-approvals?iDisplayLength=100${query}`)
  return v.parse(v.array(PendingApprovalRowSchema), dataOf(res))
}

/** The approval history of a user (first page, up to 100). */
export async function historyOf(client: ApiClient, query = ''): Promise<ApprovalHistoryRow[]> {
  const res = await client.get(`get-approval-history?iDisplayLength=100${query}`)
  return v.parse(v.array(ApprovalHistoryRowSchema), dataOf(res))
}

/** GET get-approval of a document, answered. */
export const approvalRes = (client: ApiClient, type: ApprovalType, id: string) =>
  client.get(`get-approval?name=${approvalTypeUrlName(type)}&id=${id}`)

/** The approval of a document as the client sees it. */
export async function approvalOf(client: ApiClient, type: ApprovalType, id: string): Promise<ApprovalDetail> {
  return v.parse(ApprovalDetailSchema, dataOf(await approvalRes(client, type, id)))
}

/** POST decide-approval. */
export const decide = (
  client: ApiClient,
  approvalId: string,
  decision: 'approve' | 'reject' | 'send-back',
  extra: Record<string, unknown> = {},
) =>
  client.post('decide-approval', {
    approvalId,
    decision,
    remarks: decision === 'approve' ? '' : 'Needs work',
    ...extra,
  })

/** The e-mails sent to an address whose subject contains a text. */
export const mailsTo = (t: TestApp, email: string, subject: string) =>
  t.mailer.sent.filter((m) => m.to === email.toLowerCase() && m.subject.includes(subject))

/** What a test needs to raise POs: the buyer, a vendor and the unit 'Nos'. */
export interface PoRaiser {
  buyer: Person
  vendorId: string
  unit: number
}

/** A vendor of the demo tenant and the unit 'Nos', for the POs the buyer raises. */
export async function poRaiser(t: TestApp, buyer: Person): Promise<PoRaiser> {
  const vendorId = (await addVendor(t)).id
  const unit = (await unitIds(buyer.client)).Nos ?? 0
  return { buyer, vendorId, unit }
}

/** A Draft PO of the raiser: 10 x the rate (₹100 unless given) + 18% GST. */
export async function draftPo(raiser: PoRaiser, rate = 100): Promise<PurchaseOrder> {
  const line = lineBody(raiser.unit, { BudgetedRate: rate })
  return poIn(await addPo(raiser.buyer.client, poBody(raiser.vendorId, raiser.unit, { products: [line] })))
}

/** A PO of the raiser submitted (Draft -> Pending Approval): it enters the PO workflow when that is On. */
export async function submittedPo(raiser: PoRaiser, rate = 100): Promise<PurchaseOrder> {
  return poIn(await movePo(raiser.buyer.client, (await draftPo(raiser, rate)).poId, 'Pending Approval'))
}

const otherTenants = new WeakMap<TestApp, Promise<string>>()

/** A user of a second tenant ('Other Co' on other.example, created once per test app), signed in there. */
export async function stranger(t: TestApp, role: Role): Promise<Person> {
  const tenant = otherTenants.get(t) ?? t.createTenant('Other Co', ['other.example'])
  otherTenants.set(t, tenant)
  return person(t, role, { id: await tenant, domain: 'other.example' })
}
