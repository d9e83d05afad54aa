import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiResponse } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const RUNS = { seed: 20_260_105, numRuns: 40 }

const WRITES = [
  ['POST', 'check-first-login'],
  ['POST', 'validate-user'],
  ['POST', 'validate-otp'],
  ['POST', 'update-password'],
  ['PUT', 'forgot-password'],
] as const

/** Mostly a valid value for a field, sometimes a wrong one, now and then any JSON value at all. */
const field = (valid: fc.Arbitrary<unknown>, wrong: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: wrong, weight: 2 }, { arbitrary: fc.jsonValue(), weight: 1 })

/** Bodies shaped like the auth payloads, each field usually right, sometimes wrong; the rest sometimes missing. */
const nearValidBody = fc.record(
  {
    AppID: field(fc.constantFrom(5, '5'), fc.constantFrom(6, '05', ' 5', 5.5, -5, '')),
    DomainName: field(fc.constantFrom('localhost', 'LOCALHOST', 'localhost.'), fc.constantFrom('127.0.0.1', 'x.y', '')),
    Username: field(
      fc.constantFrom('buyer@demo.local', 'invited@demo.local', ' Admin@Demo.Local ', 'nobody@demo.local'),
      fc.oneof(fc.emailAddress(), fc.string({ maxLength: 300 })),
    ),
    Password: field(fc.constantFrom('Demo@12345', 'Wrong#Pass1'), fc.string({ maxLength: 200 })),
    OTP: field(fc.stringMatching(/^\d{6}$/), fc.string({ maxLength: 8 })),
    NewPassword: field(fc.constantFrom('Changed#Pass2'), fc.string({ maxLength: 140 })),
    ConfirmPassword: field(fc.constantFrom('Changed#Pass2'), fc.string({ maxLength: 140 })),
  },
  { requiredKeys: ['AppID', 'DomainName', 'Username'] },
)

/** Fails unless the answer is a clean one: below 500, and a `{ status: false, msg }` body for a 4xx. */
function expectClean(res: ApiResponse, input: unknown) {
  const context = JSON.stringify(input).slice(0, 300)
  expect(res.status, context).toBeLessThan(500)
  expect(typeof res.body.status, context).toBe('boolean')
  if (res.status >= 400) {
    expect(res.body.status, context).toBe(false)
    expect(typeof res.body.msg, context).toBe('string')
  }
}

describe('no input makes an auth endpoint fail with a 5xx', () => {
  it.each(WRITES)('%s %s with any JSON value', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), async (body) => {
        expectClean(await t.client().send(method, path, body), body)
      }),
      RUNS,
    )
  })

  it.each(WRITES)('%s %s with near-valid payloads', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(nearValidBody, async (body) => {
        expectClean(await t.client().send(method, path, body), body)
      }),
      RUNS,
    )
  })

  it.each(WRITES)('%s %s with any text as a JSON body', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 300 }), async (rawBody) => {
        expectClean(await t.client().send(method, path, undefined, { rawBody }), rawBody)
      }),
      RUNS,
    )
  })

  it('POST update-password with near-valid payloads while signed in', async () => {
    const client = t.client()
    await t.signIn(client, 'catalogue@demo.local', 'Demo@12345')
    await fc.assert(
      fc.asyncProperty(nearValidBody, async (body) => {
        expectClean(await client.post('update-password', body), body)
      }),
      RUNS,
    )
  })

  it('GET validate-login with any query and any cookie', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 200 }), async (appId, sid) => {
        const client = t.client()
        client.cookies.set('sid', encodeURIComponent(sid))
        expectClean(await client.get(`validate-login?AppID=${encodeURIComponent(appId)}`), { appId, sid })
      }),
      RUNS,
    )
  })

  it('any Domain header', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(/^[\x21-\x7e]{0,60}$/), async (domain) => {
        const res = await t.client({ domain }).post('check-first-login', {
          AppID: 5,
          DomainName: domain,
          Username: 'invited@demo.local',
        })
        expectClean(res, domain)
      }),
      RUNS,
    )
  })
})
