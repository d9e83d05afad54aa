import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterEach(() => {
  t.deps.session.idleMinutes = 30
})
afterAll(() => t.close())

/** A new signed-in client with the test's idle window. */
async function signedInWithIdle(idleMinutes: number) {
  t.deps.session.idleMinutes = idleMinutes
  const user = await t.createUser()
  const client = t.client()
  await t.signIn(client, user.email)
  return client
}

describe('issue 10.9: SESSION_IDLE_MINUTES=1 does not end sessions in use', () => {
  it('keeps a session alive through five minutes of a request every 40 seconds', async () => {
    const client = await signedInWithIdle(1)
    for (let i = 1; i <= 8; i += 1) {
      t.clock.advanceMinutes(40 / 60)
      const res = await client.get('current-user')
      expect(res.status, `request ${i} after ${i * 40} s`).toBe(200)
    }
  })

  it('still ends a session left idle for longer than the window', async () => {
    const client = await signedInWithIdle(1)
    t.clock.advanceMinutes(0.5)
    expect((await client.get('current-user')).status).toBe(200)
    t.clock.advanceMinutes(61 / 60)
    expect((await client.get('current-user')).status).toBe(401)
  })

  it('keeps the usual window working: 25-minute gaps with a 30-minute window', async () => {
    const client = await signedInWithIdle(30)
    for (let i = 0; i < 3; i += 1) {
      t.clock.advanceMinutes(25)
      expect((await client.get('current-user')).status).toBe(200)
    }
    t.clock.advanceMinutes(31)
    expect((await client.get('current-user')).status).toBe(401)
  })
})
