import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SupplierSchema } from '../../../src/shared/supplier-schemas'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addSupplier, signedIn } from './supplier-fixtures'

let t: TestApp
let approver: ApiClient

beforeAll(async () => {
  t = await createTestApp()
  approver = await signedIn(t, 'approver')
})
afterAll(() => t.close())

const move = (client: ApiClient, id: string, status: string) =>
  client.post('update-supplier-status', { id, status, remarks: 'Checked' })
const statusOf = async (id: string) =>
  v.parse(SupplierSchema, (await approver.get(`get-vendor-by-id?id=${id}`)).body.data).status

describe('issue 10.4: nobody approves or rejects the onboarding of a supply partner they registered', () => {
  it.each([
    ['Active', 'You cannot approve a supply partner you registered.'],
    ['Rejected', 'You cannot reject a supply partner you registered.'],
  ])('an admin who registered a partner moving it to %s gets 403, and it stays Pending Onboarding', async (status, msg) => {
    const admin = await signedIn(t, 'admin')
    const partner = await addSupplier(admin)
    const res = await move(admin, partner.id, status)
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ status: false, msg })
    expect(await statusOf(partner.id)).toBe('Pending Onboarding')
  })

  it('names who registered a partner, and an approver who did not may activate it', async () => {
    const admin = await signedIn(t, 'admin')
    const partner = await addSupplier(admin)
    expect(partner.createdById).toEqual(expect.any(String))
    expect((await move(approver, partner.id, 'Active')).status).toBe(200)
    expect(await statusOf(partner.id)).toBe('Active')
    // Deactivating and reactivating decide on no registration: the registering admin may.
    expect((await move(admin, partner.id, 'Inactive')).status).toBe(200)
  })
})
