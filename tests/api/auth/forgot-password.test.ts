import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authBody, createTestApp, NEW_PASSWORD, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const SENT = { status: true, msg: 'Password reset instructions have been sent to your email', data: null }

const forgot = (email: string) => ({ DomainName: 'localhost', Username: email })
const signInStatus = async (email: string, password: string) =>
  (await t.client().post('validate-user', authBody(email, { Password: password }))).status

describe('PUT /forgot-password', () => {
  it('answers an unknown e-mail exactly like a real one, and sends nothing', async () => {
    const user = await t.createUser()
    const unknown = await t.client().put('forgot-password', forgot('never-registered@demo.local'))
    const known = await t.client().put('forgot-password', forgot(user.email))
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual(SENT)
    expect(known.status).toBe(200)
    expect(known.body).toEqual(SENT)
    expect(t.mailCount('never-registered@demo.local')).toBe(0)
  })

  it('e-mails a code and changes nothing until it is verified and a new password set', async () => {
    const user = await t.createUser()
    const signedIn = t.client()
    await t.signIn(signedIn, user.email)

    const client = t.client()
    expect((await client.put('forgot-password', forgot(user.email))).body).toEqual(SENT)
    expect(t.mailCount(user.email)).toBe(1)
    expect((await signedIn.get('current-user')).status).toBe(200)
    expect(await signInStatus(user.email, user.password ?? '')).toBe(200)

    const otp = await client.post('validate-otp', authBody(user.email, { OTP: t.lastCode(user.email) }))
    expect(otp.status).toBe(200)
    const set = await client.post(
      'update-password',
      authBody(user.email, { NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD }),
    )
    expect(set.status).toBe(200)
    expect((await client.get('current-user')).status).toBe(200)
    expect((await signedIn.get('current-user')).status).toBe(401)
    expect(await signInStatus(user.email, NEW_PASSWORD)).toBe(200)
    expect(await signInStatus(user.email, user.password ?? '')).toBe(401)
  })

  it('sends the browser that asked to the code step afterwards, and no other', async () => {
    const user = await t.createUser()
    const client = t.client()
    await client.put('forgot-password', forgot(user.email))
    expect((await client.post('check-first-login', authBody(user.email))).body.status).toBe(true)
    expect((await t.client().post('check-first-login', authBody(user.email))).body.status).toBe(false)
  })

  it('answers the same for a locked account and leaves it alone', async () => {
    const user = await t.createUser()
    await t.lockUser(user.id)
    const res = await t.client().put('forgot-password', forgot(user.email))
    expect(res.body).toEqual(SENT)
    expect(t.mailCount(user.email)).toBe(0)
  })

  it.each([
    ['Username missing', { Username: undefined }, 'Email is required'],
    ['Username not an e-mail', { Username: 'someone' }, 'Enter a valid email address'],
    ['DomainName missing', { DomainName: undefined }, 'DomainName is required'],
    ['DomainName of another host', { DomainName: 'elsewhere.example' }, 'DomainName does not match the Domain header'],
  ])('%s is 400 and changes nothing', async (_case, changes, msg) => {
    const user = await t.createUser()
    const res = await t.client().put('forgot-password', { ...forgot(user.email), ...changes })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg })
    expect(t.mailCount(user.email)).toBe(0)
    expect(await signInStatus(user.email, user.password ?? '')).toBe(200)
  })

  it('is only a PUT', async () => {
    const user = await t.createUser()
    const res = await t.client().post('forgot-password', forgot(user.email))
    expect(res.status).toBe(404)
    expect(t.mailCount(user.email)).toBe(0)
  })
})
