import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SessionUserSchema } from '../../../src/shared/user'
import type { ApiClient } from '../helpers/api-client'
import { authBody, createTestApp, NEW_PASSWORD, type TestApp, type TestUser } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const NOT_VERIFIED = { status: false, msg: 'Verify the code sent to your email before setting a password' }

const change = (email: string, password = NEW_PASSWORD, confirm = password) =>
  authBody(email, { NewPassword: password, ConfirmPassword: confirm })

/** An invited user whose client has verified an e-mailed code (holds the pw_reset cookie). */
async function verifiedInvitee(): Promise<{ user: TestUser; client: ApiClient }> {
  const user = await t.createUser({ invited: true })
  const client = t.client()
  await client.post('check-first-login', authBody(user.email))
  const res = await client.post('validate-otp', authBody(user.email, { OTP: t.lastCode(user.email) }))
  expect(res.status).toBe(200)
  return { user, client }
}

const canSignIn = async (email: string, password: string) =>
  (await t.client().post('validate-user', authBody(email, { Password: password }))).status === 200

describe('POST /update-password without proof', () => {
  it('is 403 for an account with a password and changes nothing', async () => {
    const user = await t.createUser()
    const res = await t.client().post('update-password', change(user.email))
    expect(res.status).toBe(403)
    expect(res.body).toEqual(NOT_VERIFIED)
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(false)
    expect(await canSignIn(user.email, user.password ?? '')).toBe(true)
  })

  it('is 403 for an invited account, which stays invited', async () => {
    const user = await t.createUser({ invited: true })
    const client = t.client()
    expect((await client.post('update-password', change(user.email))).status).toBe(403)
    expect(client.cookies.size).toBe(0)
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(false)
    expect((await t.client().post('check-first-login', authBody(user.email))).body.status).toBe(true)
  })

  it('is 403 with a made-up reset cookie', async () => {
    const user = await t.createUser({ invited: true })
    const client = t.client()
    client.cookies.set('pw_reset', 'not-a-real-ticket')
    expect((await client.post('update-password', change(user.email))).status).toBe(403)
  })

  it('is 403 for an unknown account, with the same answer', async () => {
    const res = await t.client().post('update-password', change('nobody-like-this@demo.local'))
    expect(res.status).toBe(403)
    expect(res.body).toEqual(NOT_VERIFIED)
  })

  it("is 403 with another account's verified code, and that account is untouched", async () => {
    const { user: owner, client } = await verifiedInvitee()
    const victim = await t.createUser()
    expect((await client.post('update-password', change(victim.email))).status).toBe(403)
    expect(await canSignIn(victim.email, victim.password ?? '')).toBe(true)
    expect((await client.post('update-password', change(owner.email))).status).toBe(200)
  })

  it("is 403 with another user's session", async () => {
    const signedIn = await t.createUser()
    const victim = await t.createUser()
    const client = t.client()
    await t.signIn(client, signedIn.email)
    expect((await client.post('update-password', change(victim.email))).status).toBe(403)
    expect(await canSignIn(victim.email, victim.password ?? '')).toBe(true)
  })

  it('is 403 once the verified code is older than 15 minutes', async () => {
    const { user, client } = await verifiedInvitee()
    t.clock.advanceMinutes(16)
    expect((await client.post('update-password', change(user.email))).status).toBe(403)
  })
})

describe('POST /update-password with a verified code', () => {
  it('sets the password once: the reset cookie cannot be replayed', async () => {
    const { user, client } = await verifiedInvitee()
    const ticket = client.cookies.get('pw_reset') ?? ''
    const res = await client.post('update-password', change(user.email))
    expect(res.status).toBe(200)
    expect(v.parse(SessionUserSchema, res.body.data).Username).toBe(user.email)

    const replay = t.client()
    replay.cookies.set('pw_reset', ticket)
    expect((await replay.post('update-password', change(user.email, 'Another#Pass3'))).status).toBe(403)
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true)
  })

  it.each([
    ['shorter than 8', 'Ab1!xyz', 'Password must be at least 8 characters long'],
    ['without an upper-case letter', 'abcdef1!', 'Password must contain at least one uppercase letter'],
    ['without a lower-case letter', 'ABCDEF1!', 'Password must contain at least one lowercase letter'],
    ['without a digit', 'Abcdefg!', 'Password must contain at least one number'],
    ['without a special character', 'Abcdefg1', 'Password must contain at least one special character'],
    ['over 128 characters', `Aa1!${'x'.repeat(125)}`, 'Password is too long'],
  ])('refuses a new password %s with the rule message, keeping the code usable', async (_case, password, msg) => {
    const { user, client } = await verifiedInvitee()
    const res = await client.post('update-password', change(user.email, password))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg, errors: { NewPassword: [msg] } })
    expect((await client.post('update-password', change(user.email))).status).toBe(200)
  })

  it.each([
    ['different', NEW_PASSWORD.toLowerCase(), 'Passwords do not match'],
    ['missing', undefined, 'Confirm Password is required'],
    ['a number', 12345678, 'Confirm Password is required'],
  ])('refuses a confirmation that is %s under ConfirmPassword', async (_case, ConfirmPassword, msg) => {
    const { user, client } = await verifiedInvitee()
    const res = await client.post('update-password', { ...change(user.email), ConfirmPassword })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg, errors: { ConfirmPassword: [msg] } })
  })
})

describe('POST /update-password and sessions', () => {
  it('refuses a signed-in session without a verified code (the payload has no old password)', async () => {
    const user = await t.createUser()
    const client = t.client()
    await t.signIn(client, user.email)

    const res = await client.post('update-password', change(user.email))
    expect(res.status).toBe(403)
    expect(res.body).toEqual(NOT_VERIFIED)
    expect((await client.get('current-user')).status).toBe(200)
    expect(await canSignIn(user.email, user.password ?? '')).toBe(true)
  })

  it('ends every session and rotates the cookie when a reset code sets the password', async () => {
    const user = await t.createUser()
    const client = t.client()
    await t.signIn(client, user.email)
    const otherDevice = t.client()
    await t.signIn(otherDevice, user.email)
    const oldSid = client.cookies.get('sid')

    expect((await client.put('forgot-password', { DomainName: 'localhost', Username: user.email })).status).toBe(200)
    const verified = await client.post('validate-otp', authBody(user.email, { OTP: t.lastCode(user.email) }))
    expect(verified.status).toBe(200)
    const res = await client.post('update-password', change(user.email))
    expect(res.status).toBe(200)
    const newSid = client.cookies.get('sid')
    expect(newSid).toBeDefined()
    expect(newSid).not.toBe(oldSid)
    expect((await client.get('current-user')).status).toBe(200)

    const stale = t.client()
    stale.cookies.set('sid', oldSid ?? '')
    expect((await stale.get('current-user')).status).toBe(401)
    expect((await otherDevice.get('current-user')).status).toBe(401)
    expect(await canSignIn(user.email, NEW_PASSWORD)).toBe(true)
    expect(await canSignIn(user.email, user.password ?? '')).toBe(false)
  })
})
