import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DashboardSummarySchema } from '../../../src/shared/dashboard'
import { SessionUserSchema } from '../../../src/shared/user'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const SIGNED_OUT = { status: false, msg: 'Please sign in' }

/** A fresh client holding just this session cookie. */
const withSid = (sid: string | undefined) => {
  const client = t.client()
  if (sid) client.cookies.set('sid', sid)
  return client
}

async function signedInClient() {
  const user = await t.createUser()
  const client = t.client()
  await t.signIn(client, user.email)
  return { user, client }
}

describe('signed-in endpoints', () => {
  it.each(['current-user', 'validate-login?AppID=5', 'get-dashboard'])('%s is 401 when signed out', async (path) => {
    const res = await t.client().get(path)
    expect(res.status).toBe(401)
    expect(res.body).toEqual(SIGNED_OUT)
  })

  it.each([
    ['garbage', 'not-a-session'],
    ['too long', 'x'.repeat(500)],
    ['empty', ''],
  ])('a %s session cookie is 401', async (_case, sid) => {
    const client = t.client()
    client.cookies.set('sid', sid)
    expect((await client.get('current-user')).status).toBe(401)
  })

  it('current-user and validate-login return the signed-in user', async () => {
    const { user, client } = await signedInClient()
    for (const path of ['current-user', 'validate-login?AppID=5']) {
      const res = await client.get(path)
      expect(res.status).toBe(200)
      expect(v.parse(SessionUserSchema, res.body.data)).toMatchObject({ UserID: user.id, Username: user.email })
    }
  })

  it.each([
    ['AppID=6', 'Invalid AppID'],
    ['AppID=five', 'Invalid AppID'],
    ['', 'AppID is required'],
  ])('validate-login?%s is 400', async (query, msg) => {
    const { client } = await signedInClient()
    const res = await client.get(`validate-login?${query}`)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg })
  })

  it("get-dashboard returns the tenant summary and the user's session", async () => {
    const { client } = await signedInClient()
    const res = await client.get('get-dashboard')
    expect(res.status).toBe(200)
    const summary = v.parse(DashboardSummarySchema, res.body.data)
    expect(summary.tenant).toMatchObject({ name: 'Demo Supplies', domains: ['127.0.0.1', 'localhost'] })
    expect(summary.you.activeSessions).toBe(1)
  })
})

describe('session lifecycle', () => {
  it('rotates the session at sign-in: the cookie sent with the sign-in stops working', async () => {
    const { user, client } = await signedInClient()
    const first = client.cookies.get('sid')
    await t.signIn(client, user.email)
    const second = client.cookies.get('sid')
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    expect((await withSid(first).get('current-user')).status).toBe(401)
    expect((await withSid(second).get('current-user')).status).toBe(200)
  })

  it('keeps sessions of other devices at sign-in', async () => {
    const { user, client } = await signedInClient()
    await t.signIn(t.client(), user.email)
    expect((await client.get('current-user')).status).toBe(200)
  })

  it('ends a session idle for more than 30 minutes', async () => {
    const { client } = await signedInClient()
    t.clock.advanceMinutes(29)
    expect((await client.get('current-user')).status).toBe(200)
    t.clock.advanceMinutes(29)
    expect((await client.get('current-user')).status).toBe(200)
    t.clock.advanceMinutes(31)
    const res = await client.get('current-user')
    expect(res.status).toBe(401)
    expect(res.body).toEqual(SIGNED_OUT)
  })

  it('ends a session 12 hours after sign-in however active it is', async () => {
    const { client } = await signedInClient()
    for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
      t.clock.advanceMinutes(20)
      expect((await client.get('current-user')).status, `after ${minutes} minutes`).toBe(200)
    }
    t.clock.advanceMinutes(20)
    expect((await client.get('current-user')).status).toBe(401)
  })

  it('logout ends the session and clears the cookie; the old cookie is then 401', async () => {
    const { client } = await signedInClient()
    const sid = client.cookies.get('sid')
    const res = await client.get('logout')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: true, msg: 'Logged out', data: null })
    expect(client.cookies.has('sid')).toBe(false)
    expect((await withSid(sid).get('current-user')).status).toBe(401)
  })

  it('logout when signed out is harmless', async () => {
    const res = await t.client().get('logout')
    expect(res.status).toBe(200)
  })
})
