import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SessionUserSchema } from '../../../src/shared/user'
import { parseSetCookie } from '../helpers/api-client'
import { authBody, createTestApp, NEW_PASSWORD, TEST_PASSWORD, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const INVALID = { status: false, msg: 'Invalid credentials' }

describe('POST /validate-user', () => {
  it('signs a user in with the right password: Welcome, the user, and an HttpOnly session cookie', async () => {
    const user = await t.createUser({ role: 'approver' })
    const client = t.client()
    const res = await client.post('validate-user', authBody(user.email, { Password: TEST_PASSWORD }))
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: true, msg: 'Welcome' })
    expect(v.parse(SessionUserSchema, res.body.data)).toEqual({
      UserID: user.id,
      Username: user.email,
      FullName: `Test ${user.email}`,
      Role: 'approver',
      TenantName: 'Demo Supplies',
      TenantDomain: 'localhost',
    })
    const sid = res.setCookies.map(parseSetCookie).find((c) => c.name === 'sid')
    expect(sid?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' })
    expect(sid?.attributes.secure).toBeUndefined()
    expect((await client.get('current-user')).status).toBe(200)
  })

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const user = await t.createUser()
    const res = await t.client().post('validate-user', authBody(user.email, { Password: TEST_PASSWORD }), {
      headers: { 'X-Forwarded-Proto': 'https' },
    })
    const sid = res.setCookies.map(parseSetCookie).find((c) => c.name === 'sid')
    expect(sid?.attributes.secure).toBe(true)
  })

  it('trims and lower-cases the e-mail', async () => {
    const user = await t.createUser()
    const res = await t
      .client()
      .post('validate-user', authBody(`  ${user.email.toUpperCase()} `, { Password: TEST_PASSWORD }))
    expect(res.status).toBe(200)
  })

  it.each([
    ['the number 5', 5],
    ["the string '5'", '5'],
  ])('accepts AppID as %s', async (_case, AppID) => {
    const user = await t.createUser()
    const res = await t.client().post('validate-user', { ...authBody(user.email, { Password: TEST_PASSWORD }), AppID })
    expect(res.status).toBe(200)
  })

  it.each([
    ['AppID 6', { AppID: 6 }, 'Invalid AppID'],
    ["AppID '6'", { AppID: '6' }, 'Invalid AppID'],
    ['AppID missing', { AppID: undefined }, 'AppID is required'],
    ['AppID true', { AppID: true }, 'AppID is required'],
    ['Username missing', { Username: undefined }, 'Email is required'],
    ['Username blank', { Username: '   ' }, 'Email is required'],
    ['Username a number', { Username: 42 }, 'Email is required'],
    ['Username not an e-mail', { Username: 'buyer' }, 'Enter a valid email address'],
    ['Password missing', { Password: undefined }, 'Password is required'],
    ['Password empty', { Password: '' }, 'Password is required'],
    ['Password a number', { Password: 12345678 }, 'Password is required'],
    ['Password too long', { Password: 'x'.repeat(129) }, 'Password is too long'],
    ['DomainName missing', { DomainName: undefined }, 'DomainName is required'],
    ['DomainName of another host', { DomainName: 'other.example' }, 'DomainName does not match the Domain header'],
  ])('%s is 400 with the message', async (_case, change, msg) => {
    const user = await t.createUser()
    const client = t.client()
    const res = await client.post('validate-user', { ...authBody(user.email, { Password: TEST_PASSWORD }), ...change })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg })
    expect(client.cookies.size).toBe(0)
  })

  it('reports each bad field under its name', async () => {
    const res = await t
      .client()
      .post('validate-user', { AppID: 5, DomainName: 'localhost', Username: 'x', Password: '' })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      Username: ['Enter a valid email address'],
      Password: ['Password is required'],
    })
  })
})

describe('enumeration resistance', () => {
  it('answers an unknown, wrong-password, locked and invited account identically', async () => {
    const known = await t.createUser()
    const locked = await t.createUser()
    await t.lockUser(locked.id)
    const invited = await t.createUser({ invited: true })
    const attempts = [
      ['unknown', 'nobody-here@demo.local', TEST_PASSWORD],
      ['wrong password', known.email, NEW_PASSWORD],
      ['locked with the right password', locked.email, TEST_PASSWORD],
      ['invited', invited.email, TEST_PASSWORD],
    ] as const
    for (const [label, email, password] of attempts) {
      const client = t.client()
      const res = await client.post('validate-user', authBody(email, { Password: password }))
      expect({ label, status: res.status, body: res.body, cookies: res.setCookies }).toEqual({
        label,
        status: 401,
        body: INVALID,
        cookies: [],
      })
    }
  })

  it('keeps a locked user out even with a live session', async () => {
    const user = await t.createUser()
    const client = t.client()
    await t.signIn(client, user.email)
    await t.lockUser(user.id)
    expect((await client.get('current-user')).status).toBe(401)
  })
})

describe('throttling per account and address', () => {
  async function failFiveTimes(email: string, ip: string) {
    for (let i = 0; i < 5; i += 1) {
      const res = await t.client({ ip }).post('validate-user', authBody(email, { Password: `Wrong#${i}pass` }))
      expect(res.status).toBe(401)
    }
  }

  it('blocks the sixth attempt with 429 and Retry-After, even with the right password, then lets go after the window', async () => {
    const user = await t.createUser()
    const client = t.client()
    await failFiveTimes(user.email, client.ip)
    const blocked = await client.post('validate-user', authBody(user.email, { Password: TEST_PASSWORD }))
    expect(blocked.status).toBe(429)
    expect(blocked.body).toEqual({ status: false, msg: 'Too many attempts. Please try again later.' })
    expect(blocked.headers.get('Retry-After')).toBe('900')
    expect(client.cookies.size).toBe(0)

    t.clock.advanceMinutes(10)
    const later = await client.post('validate-user', authBody(user.email, { Password: TEST_PASSWORD }))
    expect(later.status).toBe(429)
    expect(later.headers.get('Retry-After')).toBe('300')

    t.clock.advanceMinutes(5)
    const released = await client.post('validate-user', authBody(user.email, { Password: TEST_PASSWORD }))
    expect(released.status).toBe(200)
  })

  it('counts per address: another address can still sign in', async () => {
    const user = await t.createUser()
    await failFiveTimes(user.email, t.client().ip)
    const other = await t.client().post('validate-user', authBody(user.email, { Password: TEST_PASSWORD }))
    expect(other.status).toBe(200)
  })

  it('counts per account: the same address can still sign in to another account', async () => {
    const user = await t.createUser()
    const neighbour = await t.createUser()
    const client = t.client()
    await failFiveTimes(user.email, client.ip)
    expect((await client.post('validate-user', authBody(neighbour.email, { Password: TEST_PASSWORD }))).status).toBe(
      200,
    )
  })

  it('throttles unknown accounts the same way', async () => {
    const client = t.client()
    await failFiveTimes('ghost@demo.local', client.ip)
    const res = await client.post('validate-user', authBody('ghost@demo.local', { Password: TEST_PASSWORD }))
    expect(res.status).toBe(429)
  })

  it('forgets failures after a success', async () => {
    const user = await t.createUser()
    const client = t.client()
    for (let i = 0; i < 4; i += 1) {
      await client.post('validate-user', authBody(user.email, { Password: NEW_PASSWORD }))
    }
    await t.signIn(client, user.email)
    for (let i = 0; i < 4; i += 1) {
      expect((await client.post('validate-user', authBody(user.email, { Password: NEW_PASSWORD }))).status).toBe(401)
    }
    expect((await client.post('validate-user', authBody(user.email, { Password: TEST_PASSWORD }))).status).toBe(200)
  })
})
