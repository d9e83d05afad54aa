import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { unique } from './catalogue-support'
import { activeVendor, type apiAs, call, draftPo } from './po-list-support'
import { dayFromToday } from './shop-support'

/** A signed-in API client of a demo user (close it when done). */
export type ApiUser = Awaited<ReturnType<typeof apiAs>>

/** The id of a demo user, as the approver select lists it. */
export async function userId(admin: ApiUser, baseURL: string, name: string): Promise<string> {
  const options: Array<{ id: string; name: string }> = await call(
    admin.request,
    baseURL,
    `get-approval-users?search_txt=${encodeURIComponent(name)}`,
  )
  const found = options.find((o) => o.name === name)
  if (!found) throw new Error(`${name} is not an approver option`)
  return found.id
}

/** Sets the tenant's PO workflow as the admin: On with these approvers, or Off (approvers kept). */
export async function setPoWorkflow(
  admin: ApiUser,
  baseURL: string,
  approvers: ReadonlyArray<{ userId?: string; role?: string }> | 'off',
): Promise<void> {
  const current: {
    version: number
    workflowId: string | null
    approvers: Array<{ userId: string | null; role: string | null }>
  } = await call(admin.request, baseURL, 'get-approval-workflow?type=PO')
  const version = current.workflowId === null ? {} : { version: current.version }
  const body =
    approvers === 'off'
      ? {
          type: 'PO',
          enabled: false,
          status: 'Inactive',
          approvers: current.approvers.map(({ userId: u, role }) => ({ userId: u, role })),
        }
      : { type: 'PO', enabled: true, status: 'Active', approvers }
  await call(admin.request, baseURL, 'save-approval-workflow', { ...body, ...version })
}

/** A Draft PO the buyer raises (from a new active vendor); answers its number and id. */
export async function draftedPo(
  buyer: APIRequestContext,
  browser: Browser,
  baseURL: string,
): Promise<{ poId: string; number: string }> {
  const [po] = await draftedPos(buyer, browser, baseURL, 1)
  if (!po) throw new Error('no PO was drafted')
  return po
}

async function draftedPos(
  buyer: APIRequestContext,
  browser: Browser,
  baseURL: string,
  count: number,
): Promise<Array<{ poId: string; number: string }>> {
  const vendorId = await activeVendor(buyer, browser, baseURL, unique('E2E Approvals '))
  const stem = unique('AP').slice(0, 18)
  const pos: Array<{ poId: string; number: string }> = []
  for (let i = 1; i <= count; i += 1) {
    const number = `${stem}-${i}`
    const { poId } = await draftPo(buyer, baseURL, { vendorId, number, rates: [3000], day: dayFromToday(-1) })
    pos.push({ poId, number })
  }
  return pos
}

/** POs the buyer raises and submits for approval; answers their numbers and ids. */
export async function submittedPos(
  buyer: APIRequestContext,
  browser: Browser,
  baseURL: string,
  count: number,
): Promise<Array<{ poId: string; number: string }>> {
  const pos = await draftedPos(buyer, browser, baseURL, count)
  for (const { poId } of pos)
    await call(buyer, baseURL, 'update-po-status', { poId, status: 'Pending Approval', remarks: '' })
  return pos
}

/** Adds an approver on /Create-Workflow: searched in the approver select, then Add. */
export async function addApprover(page: Page, search: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: 'Approver', exact: true })
  await select.fill(search)
  await page.getByRole('option', { name: option }).click()
  await page.getByRole('button', { name: 'Add', exact: true }).click()
}

/** How many approvals wait on a user, as the server counts them. */
export async function waitingOn(user: ApiUser, baseURL: string): Promise<number> {
  return ((await call(user.request, baseURL, 'get-pending-approval-count')) as { count: number }).count
}
