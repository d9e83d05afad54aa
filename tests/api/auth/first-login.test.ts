import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SessionUserSchema } from '../../../src/shared/user'
import { type ApiClient, parseSetCookie } from '../helpers/api-client'
import { authBody, createTestApp, NEW_PASSWORD, TEST_PASSWORD, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const CODE_SENT = { status: true, msg: 'A 6-digit code has been sent to your email', data: null }
const PASSWORD_STEP = { status: false, msg: 'Enter your password to continue', data: null }
const OTP_INCORRECT = { status: false, msg: 'OTP is incorrect' }

/** A six-digit code that is certainly not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

async function invitedWithCode(client: ApiClient = t.client()) {
  const user = await t.createUser({ invited: true })
  const res = await client.post('check-first-login', authBody(user.email))
  expect(res.body).toEqual(CODE_SENT)
  return { user, code: t.lastCode(user.email) }
}

describe('POST /check-first-login', () => {
  it('e-mails a code to an invited account and sends the user to the code step', async () => {
    const user = await t.createUser({ invited: true })
    const res = await t.client().post('check-first-login', authBody(user.email))
    expect(res.status).toBe(200)
    expect(res.body).toEqual(CODE_SENT)
    expect(t.mailCount(user.email)).toBe(1)
    expect(t.lastCode(user.email)).toMatch(/^\d{6}$/)
  })

  it('answers an account with a password, an unknown e-mail and a locked invited account identically, sending nothing', async () => {
    const withPassword = await t.createUser()
    const locked = await t.createUser({ invited: true })
    await t.lockUser(locked.id)
    for (const email of [withPassword.email, 'nobody-at-all@demo.local', locked.email]) {
      const res = await t.client().post('check-first-login', authBody(email))
      expect({ email, status: res.status, body: res.body }).toEqual({ email, status: 200, body: PASSWORD_STEP })
      expect(t.mailCount(email)).toBe(0)
    }
  })

  it.each([
    ['AppID 6', { AppID: 6 }, 'Invalid AppID'],
    ['AppID missing', { AppID: undefined }, 'AppID is required'],
    ['Username missing', { Username: undefined }, 'Email is required'],
    ['Username not an e-mail', { Username: 'invited' }, 'Enter a valid email address'],
    ['Username an array', { Username: ['a@b.c'] }, 'Email is required'],
    ['DomainName a number', { DomainName: 127 }, 'DomainName is required'],
    ['DomainName of another tenant', { DomainName: 'other.example' }, 'DomainName does not match the Domain header'],
  ])('%s is 400 and sends nothing', async (_case, change, msg) => {
    const user = await t.createUser({ invited: true })
    const res = await t.client().post('check-first-login', { ...authBody(user.email), ...change })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg })
    expect(t.mailCount(user.email)).toBe(0)
  })

  it('sends at most three codes per account and address in 15 minutes, without saying so', async () => {
    const user = await t.createUser({ invited: true })
    const ip = t.client().ip
    for (let i = 0; i < 4; i += 1) {
      const res = await t.client({ ip }).post('check-first-login', authBody(user.email))
      expect(res.body).toEqual(CODE_SENT)
    }
    expect(t.mailCount(user.email)).toBe(3)
    await t.client().post('check-first-login', authBody(user.email))
    expect(t.mailCount(user.email)).toBe(4)
    t.clock.advanceMinutes(15.1)
    await t.client({ ip }).post('check-first-login', authBody(user.email))
    expect(t.mailCount(user.email)).toBe(5)
  })

  it('sends at most five codes per account in 15 minutes over all addresses, without saying so', async () => {
    const user = await t.createUser({ invited: true })
    for (let i = 0; i < 12; i += 1) {
      const res = await t.client().post('check-first-login', authBody(user.email))
      expect(res.body).toEqual(CODE_SENT)
    }
    expect(t.mailCount(user.email)).toBe(5)
  })
})

describe('POST /validate-otp', () => {
  it('accepts the e-mailed code and sets an HttpOnly reset cookie for /api only', async () => {
    const client = t.client()
    const { user, code } = await invitedWithCode(client)
    const res = await client.post('validate-otp', authBody(user.email, { OTP: code }))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: true, msg: 'OTP verified', data: null })
    const cookie = res.setCookies.map(parseSetCookie).find((c) => c.name === 'pw_reset')
    expect(cookie?.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/api', 'max-age': '900' })
    expect(client.cookies.has('sid')).toBe(false)
  })

  it('still accepts a code after 9 minutes, from another address of the same browser', async () => {
    const client = t.client()
    const { user, code } = await invitedWithCode(client)
    t.clock.advanceMinutes(9)
    expect((await t.sameBrowser(client).post('validate-otp', authBody(user.email, { OTP: code }))).status).toBe(200)
  })

  it.each([
    ['seven digits', '1234567', 'OTP must be exactly 6 digits'],
    ['five digits', '12345', 'OTP must be exactly 6 digits'],
    ['a letter', '12a456', 'OTP must be exactly 6 digits'],
    ['spaces', ' 123456', 'OTP must be exactly 6 digits'],
    ['empty', '', 'OTP is required'],
    ['a number', 123456, 'OTP is required'],
    ['missing', undefined, 'OTP is required'],
  ])('an OTP that is %s is 400 and does not use up an attempt', async (_case, OTP, msg) => {
    const client = t.client()
    const { user, code } = await invitedWithCode(client)
    for (let i = 0; i < 6; i += 1) {
      const res = await client.post('validate-otp', authBody(user.email, { OTP }))
      expect(res.status).toBe(400)
      expect(res.body).toMatchObject({ status: false, msg, errors: { OTP: expect.arrayContaining([msg]) } })
    }
    expect((await client.post('validate-otp', authBody(user.email, { OTP: code }))).status).toBe(200)
  })

  it('refuses a wrong code, the code in another browser, an unknown account and a password account with the same answer', async () => {
    const browser = t.client()
    const { user, code } = await invitedWithCode(browser)
    const withPassword = await t.createUser()
    const attempts = [
      ['wrong code', t.sameBrowser(browser), user.email, otherCode(code)],
      ['another browser', t.client(), user.email, code],
      ['unknown account', t.sameBrowser(browser), 'nobody-else@demo.local', code],
      ['password account', t.sameBrowser(browser), withPassword.email, code],
    ] as const
    for (const [label, client, email, otp] of attempts) {
      const res = await client.post('validate-otp', authBody(email, { OTP: otp }))
      expect({ label, status: res.status, body: res.body }).toEqual({ label, status: 400, body: OTP_INCORRECT })
      expect(client.cookies.has('pw_reset')).toBe(false)
    }
    expect((await browser.post('validate-otp', authBody(user.email, { OTP: code }))).status).toBe(200)
  })

  it('refuses an expired code (after 11 minutes)', async () => {
    const { user, code } = await invitedWithCode()
    t.clock.advanceMinutes(11)
    const res = await t.client().post('validate-otp', authBody(user.email, { OTP: code }))
    expect(res.status).toBe(400)
    expect(res.body).toEqual(OTP_INCORRECT)
  })

  it('accepts a code once only', async () => {
    const client = t.client()
    const { user, code } = await invitedWithCode(client)
    expect((await client.post('validate-otp', authBody(user.email, { OTP: code }))).status).toBe(200)
    const again = await client.post('validate-otp', authBody(user.email, { OTP: code }))
    expect(again.status).toBe(400)
    expect(again.body).toEqual(OTP_INCORRECT)
  })

  it('accepts the right code after four wrong guesses', async () => {
    const client = t.client()
    const { user, code } = await invitedWithCode(client)
    for (let i = 0; i < 4; i += 1) {
      await t.sameBrowser(client).post('validate-otp', authBody(user.email, { OTP: otherCode(code) }))
    }
    expect((await client.post('validate-otp', authBody(user.email, { OTP: code }))).status).toBe(200)
  })

  it('kills a code after five wrong guesses in its browser, from any address', async () => {
    const client = t.client()
    const { user, code } = await invitedWithCode(client)
    for (let i = 0; i < 5; i += 1) {
      const res = await t.sameBrowser(client).post('validate-otp', authBody(user.email, { OTP: otherCode(code) }))
      expect(res.status).toBe(400)
    }
    const res = await client.post('validate-otp', authBody(user.email, { OTP: code }))
    expect(res.status).toBe(400)
    expect(res.body).toEqual(OTP_INCORRECT)
  })

  it('counts wrong guesses that arrive at the same time too', async () => {
    const client = t.client()
    const { user, code } = await invitedWithCode(client)
    const guesses = Array.from({ length: 20 }, () =>
      t.sameBrowser(client).post('validate-otp', authBody(user.email, { OTP: otherCode(code) })),
    )
    expect((await Promise.all(guesses)).map((r) => r.status)).toEqual(Array(20).fill(400))
    expect((await client.post('validate-otp', authBody(user.email, { OTP: code }))).status).toBe(400)
  })

  it('throttles one address after five wrong guesses with 429 and Retry-After', async () => {
    const client = t.client()
    const { user, code } = await invitedWithCode(client)
    for (let i = 0; i < 5; i += 1) {
      await client.post('validate-otp', authBody(user.email, { OTP: otherCode(code) }))
    }
    const res = await client.post('validate-otp', authBody(user.email, { OTP: code }))
    expect(res.status).toBe(429)
    expect(res.headers.get('Retry-After')).toBe('900')
  })
})

describe('the invited flow end to end', () => {
  it('check-first-login -> e-mailed code -> validate-otp -> update-password -> signed in', async () => {
    const client = t.client()
    const user = await t.createUser({ invited: true, role: 'warehouse' })
    expect((await client.post('check-first-login', authBody(user.email))).body).toEqual(CODE_SENT)
    const otp = await client.post('validate-otp', authBody(user.email, { OTP: t.lastCode(user.email) }))
    expect(otp.status).toBe(200)

    const updated = await client.post(
      'update-password',
      authBody(user.email, { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD }),
    )
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ status: true, msg: 'Password updated successfully' })
    expect(v.parse(SessionUserSchema, updated.body.data)).toMatchObject({ Username: user.email, Role: 'warehouse' })
    expect(client.cookies.has('sid')).toBe(true)
    expect(client.cookies.has('pw_reset')).toBe(false)

    const current = await client.get('current-user')
    expect(current.status).toBe(200)
    expect(v.parse(SessionUserSchema, current.body.data).UserID).toBe(user.id)
    expect((await client.get('get-dashboard')).status).toBe(200)

    expect((await t.client().post('check-first-login', authBody(user.email))).body).toEqual(PASSWORD_STEP)
    expect((await t.client().post('validate-user', authBody(user.email, { Password: NEW_PASSWORD }))).status).toBe(200)
    expect((await t.client().post('validate-user', authBody(user.email, { Password: TEST_PASSWORD }))).status).toBe(401)
  })
})
