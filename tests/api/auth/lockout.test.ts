import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../helpers/api-client'
import { authBody, createTestApp, NEW_PASSWORD, nextIp, TEST_PASSWORD, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const forgot = (email: string) => ({ DomainName: 'localhost', Username: email })
/** A six-digit code that is certainly not `code`. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')
const setPassword = (email: string) => authBody(email, { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD })

/** The audit's attack, one round: reset requests, code requests and wrong guesses from one address. */
async function attackRound(email: string, ip: string) {
  const attacker = t.client({ ip })
  for (let i = 0; i < 3; i += 1) await attacker.put('forgot-password', forgot(email))
  for (let i = 0; i < 2; i += 1) await attacker.post('check-first-login', authBody(email))
  for (let i = 0; i < 6; i += 1) await attacker.post('validate-otp', authBody(email, { OTP: String(100_000 + i) }))
  const set = await attacker.post('update-password', setPassword(email))
  expect(set.status).toBe(403)
}

/** The owner resets the password from `browser` with the code e-mailed to it, ending signed in. */
async function resetFrom(browser: ApiClient, email: string) {
  const before = t.mailCount(email)
  expect((await browser.put('forgot-password', forgot(email))).status).toBe(200)
  expect(t.mailCount(email)).toBe(before + 1)
  const otp = await browser.post('validate-otp', authBody(email, { OTP: t.lastCode(email) }))
  expect(otp.status).toBe(200)
  const set = await browser.post('update-password', setPassword(email))
  expect(set.status).toBe(200)
}

describe('issue 10.1: forgot-password cannot lock an account', () => {
  it(
    'an attacker repeating the audit attack for an hour changes nothing: sessions, password and a fresh code all still work',
    { timeout: 120_000 },
    async () => {
      const owner = await t.createUser()
      const laptop = t.client()
      await t.signIn(laptop, owner.email)
      const attackerIp = nextIp()
      for (let round = 0; round < 4; round += 1) {
        await attackRound(owner.email, attackerIp)
        expect((await laptop.get('current-user')).status, `round ${round}`).toBe(200)
        expect(
          (await t.client().post('validate-user', authBody(owner.email, { Password: TEST_PASSWORD }))).status,
        ).toBe(200)
        expect((await t.client().post('check-first-login', authBody(owner.email))).body.status).toBe(false)
        t.clock.advanceMinutes(15)
      }
      await attackRound(owner.email, attackerIp)
      await resetFrom(t.client(), owner.email)
    },
  )

  it(
    'an attacker at many addresses cannot stop a code reaching the browser the owner signed in from',
    { timeout: 120_000 },
    async () => {
      const owner = await t.createUser()
      const laptop = t.client()
      await t.signIn(laptop, owner.email)
      for (let i = 0; i < 5; i += 1) await attackRound(owner.email, nextIp())
      const stranger = t.client()
      const mails = t.mailCount(owner.email)
      await stranger.put('forgot-password', forgot(owner.email))
      expect(t.mailCount(owner.email), 'the per-account cap holds for unknown browsers').toBe(mails)
      await resetFrom(laptop, owner.email)
      expect((await laptop.get('current-user')).status).toBe(200)
    },
  )

  it('a wrong guess costs a try only on the codes of the browser that guessed, never on the owner’s', async () => {
    const owner = await t.createUser()
    const phone = t.client()
    await phone.put('forgot-password', forgot(owner.email))
    const code = t.lastCode(owner.email)
    const attacker = t.client()
    await attacker.put('forgot-password', forgot(owner.email))
    for (let i = 0; i < 15; i += 1) {
      const guess = await t.sameBrowser(attacker).post('validate-otp', authBody(owner.email, { OTP: otherCode(code) }))
      expect(guess.status).toBe(400)
    }
    expect((await t.sameBrowser(attacker).post('validate-otp', authBody(owner.email, { OTP: code }))).status).toBe(400)
    expect((await phone.post('validate-otp', authBody(owner.email, { OTP: code }))).status).toBe(200)
  })

  it('sessions end and the password changes only once a code is verified and the new password set', async () => {
    const owner = await t.createUser()
    const laptop = t.client()
    await t.signIn(laptop, owner.email)
    const phone = t.client()
    await phone.put('forgot-password', forgot(owner.email))
    expect((await phone.post('update-password', setPassword(owner.email))).status).toBe(403)
    expect((await laptop.get('current-user')).status).toBe(200)

    expect((await phone.post('validate-otp', authBody(owner.email, { OTP: t.lastCode(owner.email) }))).status).toBe(200)
    expect((await laptop.get('current-user')).status, 'a verified code alone ends nothing').toBe(200)
    expect((await t.client().post('validate-user', authBody(owner.email, { Password: TEST_PASSWORD }))).status).toBe(
      200,
    )

    expect((await phone.post('update-password', setPassword(owner.email))).status).toBe(200)
    expect((await laptop.get('current-user')).status).toBe(401)
    expect((await phone.get('current-user')).status).toBe(200)
    expect((await t.client().post('validate-user', authBody(owner.email, { Password: TEST_PASSWORD }))).status).toBe(
      401,
    )
  })
})
