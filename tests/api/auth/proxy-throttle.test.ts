import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfig } from '../../../server/env'
import { authBody, createTestApp, NEW_PASSWORD, nextIp, TEST_PASSWORD, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const TOO_MANY = { status: false, msg: 'Too many attempts. Please try again later.' }
const wrong = (email: string, i: number) => authBody(email, { Password: `Wrong#${i}pass` })

describe('issue 10.5: the sign-in throttle holds behind a proxy', () => {
  it('12 wrong passwords with a different first X-Forwarded-For entry through one proxy: 5 × 401, then 429s', async () => {
    const user = await t.createUser()
    const client = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 12; i += 1) {
      const spoofed = `198.51.100.${i + 1}`
      const res = await t.client().post('validate-user', wrong(user.email, i), {
        headers: { 'X-Forwarded-For': `${spoofed}, ${client}` },
      })
      statuses.push(res.status)
      if (res.status === 429) {
        expect(res.body).toEqual(TOO_MANY)
        expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0)
      }
    }
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)])
  })

  it('with TRUST_PROXY_HOPS=2 takes the second entry from the right', async () => {
    const user = await t.createUser()
    const client = nextIp()
    t.deps.trustProxyHops = 2
    try {
      const statuses: number[] = []
      for (let i = 0; i < 7; i += 1) {
        const res = await t.client().post('validate-user', wrong(user.email, i), {
          headers: { 'X-Forwarded-For': `198.51.100.${i + 1}, ${client}, 192.0.2.${i + 1}` },
        })
        statuses.push(res.status)
      }
      expect(statuses).toEqual([...Array(5).fill(401), 429, 429])
    } finally {
      t.deps.trustProxyHops = undefined
    }
  })

  it('stops guesses spread over many addresses after 20 per account, but not on the owner’s browser', async () => {
    const owner = await t.createUser()
    const laptop = t.client()
    await t.signIn(laptop, owner.email)
    for (let i = 0; i < 20; i += 1) {
      expect((await t.client().post('validate-user', wrong(owner.email, i))).status).toBe(401)
    }
    const stranger = await t.client().post('validate-user', authBody(owner.email, { Password: TEST_PASSWORD }))
    expect(stranger.status).toBe(429)
    expect(stranger.body).toEqual(TOO_MANY)
    expect(stranger.headers.get('Retry-After')).toBe('900')
    expect(stranger.setCookies).toEqual([])

    const known = await t.sameBrowser(laptop).post('validate-user', authBody(owner.email, { Password: TEST_PASSWORD }))
    expect(known.status).toBe(200)
    expect((await t.client().post('validate-user', authBody(owner.email, { Password: TEST_PASSWORD }))).status).toBe(
      200,
    )
  })

  it('lets strangers in again 15 minutes after the block, owner or not', async () => {
    const owner = await t.createUser()
    for (let i = 0; i < 21; i += 1) await t.client().post('validate-user', wrong(owner.email, i))
    expect((await t.client().post('validate-user', authBody(owner.email, { Password: TEST_PASSWORD }))).status).toBe(
      429,
    )
    t.clock.advanceMinutes(15)
    expect((await t.client().post('validate-user', authBody(owner.email, { Password: TEST_PASSWORD }))).status).toBe(
      200,
    )
  })

  it('an owner blocked on a new browser still gets in with a fresh code, and that browser is then known', async () => {
    const owner = await t.createUser()
    for (let i = 0; i < 21; i += 1) await t.client().post('validate-user', wrong(owner.email, i))
    const browser = t.client()
    expect((await browser.post('validate-user', authBody(owner.email, { Password: TEST_PASSWORD }))).status).toBe(429)

    expect((await browser.put('forgot-password', { DomainName: 'localhost', Username: owner.email })).status).toBe(200)
    const otp = await browser.post('validate-otp', authBody(owner.email, { OTP: t.lastCode(owner.email) }))
    expect(otp.status).toBe(200)
    const set = await browser.post(
      'update-password',
      authBody(owner.email, { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD }),
    )
    expect(set.status).toBe(200)
    expect((await t.client().post('validate-user', authBody(owner.email, { Password: NEW_PASSWORD }))).status).toBe(429)
    expect((await browser.post('validate-user', authBody(owner.email, { Password: NEW_PASSWORD }))).status).toBe(200)
  })

  it('a password reset makes every other browser a stranger again', async () => {
    const owner = await t.createUser()
    const oldLaptop = t.client()
    await t.signIn(oldLaptop, owner.email)
    const phone = t.client()
    await phone.put('forgot-password', { DomainName: 'localhost', Username: owner.email })
    await phone.post('validate-otp', authBody(owner.email, { OTP: t.lastCode(owner.email) }))
    await phone.post(
      'update-password',
      authBody(owner.email, { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD }),
    )
    for (let i = 0; i < 20; i += 1) await t.client().post('validate-user', wrong(owner.email, i))
    const old = await t.sameBrowser(oldLaptop).post('validate-user', authBody(owner.email, { Password: NEW_PASSWORD }))
    expect(old.status).toBe(429)
    expect(
      (await t.sameBrowser(phone).post('validate-user', authBody(owner.email, { Password: NEW_PASSWORD }))).status,
    ).toBe(200)
  })

  it('TRUST_PROXY_HOPS is validated like the other variables and defaults to 1', () => {
    expect(readConfig({ TRUST_PROXY: 'true' })).toMatchObject({ trustProxy: true, trustProxyHops: 1 })
    expect(readConfig({ TRUST_PROXY: 'true', TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2)
    for (const bad of ['0', 'two', '1.5', '11']) {
      expect(() => readConfig({ TRUST_PROXY_HOPS: bad }), bad).toThrow(/TRUST_PROXY_HOPS/)
    }
  })
})
