import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../../server/app'
import { ApiClient } from '../helpers/api-client'
import { authBody, createTestApp, nextIp, TEST_PASSWORD, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const TOO_MANY = { status: false, msg: 'Too many requests. Please try again later.' }
const ENDPOINTS = [
  ['POST', 'check-first-login', authBody('someone@demo.local')],
  ['POST', 'validate-user', authBody('someone@demo.local', { Password: TEST_PASSWORD })],
  ['POST', 'validate-otp', authBody('someone@demo.local', { OTP: '123456' })],
  [
    'POST',
    'update-password',
    authBody('someone@demo.local', { NewPassword: 'A#bcdef12', ConfirmPassword: 'A#bcdef12' }),
  ],
  ['PUT', 'forgot-password', { DomainName: 'localhost', Username: 'someone@demo.local' }],
] as const

/** Sends `count` first-login checks for random e-mails from one address; the statuses. */
async function flood(ip: string, count: number): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < count; i += 1) {
    const res = await t.client({ ip }).post('check-first-login', authBody(`random-${nextIp()}@demo.local`))
    statuses.push(res.status)
  }
  return statuses
}

describe('issue 10.9 auth flood: a per-address limit on every sign-in endpoint', () => {
  it('answers the 61st request of a minute from one address with 429 and Retry-After, on every endpoint', async () => {
    const ip = nextIp()
    expect(await flood(ip, 60)).toEqual(Array(60).fill(200))
    for (const [method, path, body] of ENDPOINTS) {
      const res = await t.client({ ip }).send(method, path, body)
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 429, body: TOO_MANY })
      const retryAfter = Number(res.headers.get('Retry-After'))
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(60)
    }
  })

  it('leaves other addresses alone and lets the address in again the next minute', async () => {
    const ip = nextIp()
    await flood(ip, 61)
    const user = await t.createUser()
    await t.signIn(t.client(), user.email)
    expect(
      (await t.client({ ip }).post('validate-user', authBody(user.email, { Password: TEST_PASSWORD }))).status,
    ).toBe(429)
    t.clock.advanceMinutes(1)
    expect(
      (await t.client({ ip }).post('validate-user', authBody(user.email, { Password: TEST_PASSWORD }))).status,
    ).toBe(200)
  })

  it('counts requests that fail validation too', async () => {
    const ip = nextIp()
    for (let i = 0; i < 60; i += 1) {
      expect((await t.client({ ip }).post('validate-user', { Username: 'x' })).status).toBe(400)
    }
    expect((await t.client({ ip }).post('validate-user', { Username: 'x' })).status).toBe(429)
  })

  it('keeps the count in the database, shared by every server process', async () => {
    const secondProcess = createApp({ ...t.deps })
    const ip = nextIp()
    expect(await flood(ip, 30)).toEqual(Array(30).fill(200))
    for (let i = 0; i < 30; i += 1) {
      const res = await new ApiClient(secondProcess, { ip }).post('check-first-login', authBody(`x${i}@demo.local`))
      expect(res.status).toBe(200)
    }
    expect((await t.client({ ip }).post('check-first-login', authBody('y@demo.local'))).status).toBe(429)
  })

  it('takes its limit from the configuration (AUTH_RATE_PER_MINUTE)', async () => {
    t.deps.authRatePerMinute = 5
    try {
      const ip = nextIp()
      expect(await flood(ip, 6)).toEqual([200, 200, 200, 200, 200, 429])
    } finally {
      t.deps.authRatePerMinute = undefined
    }
  })
})
