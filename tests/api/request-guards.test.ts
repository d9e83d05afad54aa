import { Agent, request } from 'node:http'
import { type ServerType, serve } from '@hono/node-server'
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

/** What a client read back for one upload: the status and body, or the error that cut it off. */
type UploadResult = { status: number; body: string } | { error: string }

/** POSTs `size` bytes over the agent's (kept-alive) sockets, declaring the length or chunked. */
function upload(base: string, agent: Agent, path: string, size: number, chunked: boolean): Promise<UploadResult> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { Domain: 'localhost', Origin: base, 'Content-Type': 'application/json' }
    if (!chunked) headers['Content-Length'] = String(size)
    const req = request(`${base}${path}`, { method: 'POST', agent, headers })
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      res.on('error', (error) => resolve({ error: error.message }))
    })
    req.on('error', (error) => resolve({ error: error.message }))
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    const pump = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent))
        sent += piece.length
        if (!req.write(piece)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

describe('issue 10.9: every oversized body gets a 413, never a dropped connection', () => {
  let server: ServerType
  let base: string
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => resolve(info.port))
    })
    base = `http://127.0.0.1:${port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('answers 60 oversized uploads over keep-alive sockets with a readable 413', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 3 })
    const tries = Array.from({ length: 60 }, (_, i) => ({
      path: i % 2 === 0 ? '/api/validate-user' : '/api/add-product-image',
      size: i % 2 === 0 ? 2 * 1024 * 1024 : 9 * 1024 * 1024,
      chunked: i % 3 === 2,
    }))
    const results = await Promise.all(tries.map((x) => upload(base, agent, x.path, x.size, x.chunked)))
    const outcome = results.map((r) => ('error' in r ? r.error : `${r.status} ${r.body}`))
    const expected = `413 ${JSON.stringify({ status: false, msg: 'Request body is too large' })}`
    expect(outcome).toEqual(tries.map(() => expected))
    // The sockets are still good for the next request.
    const after = await upload(base, agent, '/api/validate-user', 10, false)
    expect('status' in after && after.status).toBe(400)
    agent.destroy()
  }, 120_000)
})

describe('issue 10.9: API responses are never cached', () => {
  it('marks every signed-in answer Cache-Control: no-store', async () => {
    const user = await t.createUser({ role: 'buyer' })
    const client = t.client()
    const signIn = await t.signIn(client, user.email)
    const answers = [
      signIn,
      await client.get('current-user'),
      await client.get('get-all-categories'),
      await client.get('get-all-po'),
      await client.get('get-all-categories?iDisplayLength=0'),
      await client.get('no-such-endpoint'),
      await client.post('add-category', {}),
    ]
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200, 400, 404, 403])
    for (const res of answers) expect(res.headers.get('Cache-Control'), String(res.status)).toBe('no-store')
  })

  it('marks signed-out answers too', async () => {
    for (const res of [await t.client().get('health'), await t.client().get('current-user')]) {
      expect(res.headers.get('Cache-Control')).toBe('no-store')
    }
  })
})
