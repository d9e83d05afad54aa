import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_BODY_BYTES } from '../../server/app'
import { authBody, createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const WRITES = [
  { method: 'POST', path: 'check-first-login' },
  { method: 'POST', path: 'validate-user' },
  { method: 'POST', path: 'validate-otp' },
  { method: 'POST', path: 'update-password' },
  { method: 'PUT', path: 'forgot-password' },
] as const

describe('the Domain header', () => {
  it.each([
    ['missing', null, 'The Domain header is required'],
    ['unknown', 'nowhere.test', 'Unknown tenant domain: nowhere.test'],
  ])('%s is 400 on every endpoint', async (_case, domain, msg) => {
    for (const { method, path } of [...WRITES, { method: 'GET', path: 'current-user' }]) {
      const body = method === 'GET' ? undefined : authBody('buyer@demo.local', { Password: 'Demo@12345' })
      const res = await t.client().send(method, path, body, { headers: { Domain: domain } })
      expect(res.status, `${method} ${path}`).toBe(400)
      expect(res.body).toEqual({ status: false, msg })
    }
  })

  it('is normalised: case, port and a trailing dot do not matter', async () => {
    const client = t.client({ domain: 'LocalHost.:5173' })
    const res = await client.post('validate-user', authBody('buyer@demo.local', { Password: 'Demo@12345' }))
    expect(res.status).toBe(200)
  })
})

describe('same-origin writes (CSRF)', () => {
  it.each([
    ['missing', null],
    ['foreign', 'https://evil.example'],
    ['another port', 'http://localhost:5173'],
    ['opaque', 'null'],
    ['not a URL', 'localhost'],
  ])('an Origin that is %s is 403 on every write, with no side effect', async (_case, origin) => {
    for (const { method, path } of WRITES) {
      const client = t.client()
      const res = await client.send(method, path, authBody('invited@demo.local'), { headers: { Origin: origin } })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.body).toEqual({ status: false, msg: 'Cross-origin request refused' })
      expect(res.setCookies).toEqual([])
    }
    expect(t.mailCount('invited@demo.local')).toBe(0)
  })

  it('accepts the forwarded host of a trusted proxy', async () => {
    const client = t.client({ origin: 'https://buy.example.com' })
    const res = await client.post('validate-user', authBody('buyer@demo.local', { Password: 'Demo@12345' }), {
      headers: { 'X-Forwarded-Host': 'buy.example.com' },
    })
    expect(res.status).toBe(200)
  })

  it('does not ask GET requests for an Origin', async () => {
    const res = await t.client().get('current-user')
    expect(res.status).toBe(401)
  })
})

describe('request bodies', () => {
  it.each([
    ['text/plain', 'text/plain'],
    ['form data', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['json look-alike', 'application/jsonx'],
  ])('a %s body is 415 on every write', async (_case, type) => {
    for (const { method, path } of WRITES) {
      const res = await t.client().send(method, path, authBody('buyer@demo.local'), {
        headers: { 'Content-Type': type },
      })
      expect(res.status, `${method} ${path}`).toBe(415)
      expect(res.body).toEqual({ status: false, msg: 'Content-Type must be application/json' })
    }
  })

  it('a body without a Content-Type is 415', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify(authBody('buyer@demo.local', { Password: 'Demo@12345' })))
    const res = await t.client().post('validate-user', undefined, {
      rawBody: bytes,
      headers: { 'Content-Type': null, 'Content-Length': String(bytes.length) },
    })
    expect(res.status).toBe(415)
  })

  it('accepts application/json with a charset', async () => {
    const res = await t.client().post('validate-user', authBody('buyer@demo.local', { Password: 'Demo@12345' }), {
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    })
    expect(res.status).toBe(200)
  })

  it('a body over 1 MB is 413 on every write, with no side effect', async () => {
    const body = JSON.stringify(authBody('invited@demo.local', { Padding: 'x'.repeat(MAX_BODY_BYTES) }))
    for (const { method, path } of WRITES) {
      const res = await t.client().send(method, path, undefined, { rawBody: body })
      expect(res.status, `${method} ${path}`).toBe(413)
      expect(res.body).toEqual({ status: false, msg: 'Request body is too large' })
    }
    expect(t.mailCount('invited@demo.local')).toBe(0)
  })

  it.each([
    ['truncated', '{"AppID":5,'],
    ['not JSON', 'AppID=5'],
    ['empty', ''],
    ['single quotes', "{'AppID':5}"],
  ])('%s JSON is 400 on every write', async (_case, rawBody) => {
    for (const { method, path } of WRITES) {
      const res = await t.client().send(method, path, undefined, {
        rawBody,
        headers: { 'Content-Type': 'application/json' },
      })
      expect(res.status, `${method} ${path}`).toBe(400)
      expect(res.body.status).toBe(false)
      expect(typeof res.body.msg).toBe('string')
    }
  })

  it.each([
    ['null', null],
    ['an array', [authBody('buyer@demo.local')]],
    ['a number', 5],
    ['a string', 'buyer@demo.local'],
    ['an empty object', {}],
  ])('a JSON body that is %s is 400 on every write', async (_case, body) => {
    for (const { method, path } of WRITES) {
      const res = await t.client().send(method, path, body)
      expect(res.status, `${method} ${path}`).toBe(400)
      expect(res.body.status).toBe(false)
    }
  })
})

describe('responses', () => {
  it('an unknown API path is a JSON 404', async () => {
    const get = await t.client().get('no-such-endpoint')
    expect(get.status).toBe(404)
    expect(get.body).toEqual({ status: false, msg: 'Not found' })
    const del = await t.client().send('DELETE', 'validate-user', undefined)
    expect(del.status).toBe(404)
  })

  it.each([
    ['a success', 'GET', 'health', null],
    ['a 401', 'GET', 'current-user', 'localhost'],
    ['a 400', 'GET', 'current-user', 'nowhere.test'],
    ['a 404', 'GET', 'nothing-here', 'localhost'],
    ['a 403', 'POST', 'validate-user', 'localhost'],
  ])('%s carries the security headers', async (_case, method, path, domain) => {
    const res = await t
      .client()
      .send(method, path, undefined, { headers: { Domain: domain, Origin: method === 'GET' ? null : 'https://x.y' } })
    const csp = res.headers.get('Content-Security-Policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("script-src 'self'")
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('never returns a stack trace', async () => {
    const res = await t.client().send('POST', 'validate-user', undefined, {
      rawBody: '{"AppID":',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(ts|js):\d+/)
    expect(Object.keys(res.body).sort()).toEqual(['msg', 'status'])
  })
})
