import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DashboardSummarySchema } from '../../../src/shared/dashboard'
import { SessionUserSchema } from '../../../src/shared/user'
import { authBody, createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/test-app'

let t: TestApp
let otherTenantId: string
beforeAll(async () => {
  t = await createTestApp()
  otherTenantId = await t.createTenant('Other Co', ['other.test'])
})
afterAll(() => t.close())

const otherBody = (email: string, extra: Record<string, unknown> = {}) =>
  authBody(email, { DomainName: 'other.test', ...extra })

describe('tenant isolation', () => {
  it("signs a user in on their own tenant's domain", async () => {
    const user = await t.createUser({ tenantId: otherTenantId })
    const res = await t
      .client({ domain: 'other.test' })
      .post('validate-user', otherBody(user.email, { Password: TEST_PASSWORD }))
    expect(res.status).toBe(200)
    expect(v.parse(SessionUserSchema, res.body.data)).toMatchObject({
      TenantName: 'Other Co',
      TenantDomain: 'other.test',
    })
  })

  it("does not know another tenant's user", async () => {
    const user = await t.createUser({ tenantId: otherTenantId })
    const res = await t.client().post('validate-user', authBody(user.email, { Password: TEST_PASSWORD }))
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ status: false, msg: 'Invalid credentials' })
  })

  it('refuses a DomainName that is not the Domain header', async () => {
    const user = await t.createUser({ tenantId: otherTenantId })
    const res = await t.client({ domain: 'other.test' }).post(
      'validate-user',
      authBody(user.email, {
        DomainName: 'localhost',
        Password: TEST_PASSWORD,
      }),
    )
    expect(res.status).toBe(400)
  })

  it('keeps the same e-mail in two tenants as two accounts', async () => {
    const here = await t.createUser()
    await t.createUser({ tenantId: otherTenantId, email: here.email, invited: true })
    const res = await t.client({ domain: 'other.test' }).post('check-first-login', otherBody(here.email))
    expect(res.body.status).toBe(true)
    expect((await t.client().post('check-first-login', authBody(here.email))).body.status).toBe(false)
    const otherCode = t.lastCode(here.email)
    const wrongTenant = await t.client().post('validate-otp', authBody(here.email, { OTP: otherCode }))
    expect(wrongTenant.status).toBe(400)
  })

  it("refuses a session cookie of tenant A on tenant B's domain, and leaves it working on A", async () => {
    const user = await t.createUser()
    const client = t.client()
    await t.signIn(client, user.email)
    const sid = client.cookies.get('sid') ?? ''
    const elsewhere = t.client({ domain: 'other.test' })
    elsewhere.cookies.set('sid', sid)
    for (const path of ['current-user', 'get-dashboard', 'validate-login?AppID=5']) {
      expect((await elsewhere.get(path)).status, path).toBe(401)
    }
    expect((await client.get('current-user')).status).toBe(200)
  })

  it("does not reset another tenant's account through forgot-password", async () => {
    const user = await t.createUser({ tenantId: otherTenantId })
    const res = await t.client().put('forgot-password', { DomainName: 'localhost', Username: user.email })
    expect(res.status).toBe(200)
    expect(t.mailCount(user.email)).toBe(0)
    const stillWorks = await t
      .client({ domain: 'other.test' })
      .post('validate-user', otherBody(user.email, { Password: TEST_PASSWORD }))
    expect(stillWorks.status).toBe(200)
  })

  it("shows only the tenant's own staff on the dashboard", async () => {
    const tenantId = await t.createTenant('Third Co', ['third.test'])
    const admin = await t.createUser({ tenantId, role: 'admin' })
    await t.createUser({ tenantId, role: 'buyer', invited: true })
    const client = t.client({ domain: 'third.test' })
    await client.post('validate-user', authBody(admin.email, { DomainName: 'third.test', Password: TEST_PASSWORD }))
    const summary = v.parse(DashboardSummarySchema, (await client.get('get-dashboard')).body.data)
    expect(summary.tenant).toMatchObject({ name: 'Third Co', domains: ['third.test'] })
    if (summary.figures.role !== 'admin') throw new Error('an admin sees the admin figures')
    expect(summary.figures.invitedUsers).toBe(1)
    expect(summary.figures.usersByRole).toEqual(
      expect.arrayContaining([
        { role: 'admin', count: 1 },
        { role: 'buyer', count: 1 },
      ]),
    )
    expect(summary.figures.usersByRole).toHaveLength(2)
  })
})
