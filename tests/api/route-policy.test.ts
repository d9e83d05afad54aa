import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { AppEnv } from '../../server/lib/app-env'
import { allow, type Policy, policyOf } from '../../server/lib/policy'
import { fail, ok } from '../../server/lib/respond'
import { createTestApp, type TestApp } from './helpers/test-app'

/** What Hono lists in `app.routes`: one entry per handler, `use()` middleware as method ALL. */
interface RouteEntry {
  method: string
  path: string
  handler: unknown
}

// Hono wraps the handlers of a sub-app that has its own onError and keeps the original under this key.
const COMPOSED_HANDLER = '__COMPOSED_HANDLER'

function unwrap(handler: unknown): unknown {
  let current = handler
  while (typeof current === 'function' && COMPOSED_HANDLER in current) {
    current = (current as unknown as Record<string, unknown>)[COMPOSED_HANDLER]
  }
  return current
}

interface Endpoint {
  key: string
  method: string
  policies: (Policy | undefined)[]
}

/**
 * The /api endpoints of an app: its handlers grouped by method and path. ALL groups on a wildcard
 * path without any policy are `use()` middleware mounts, not endpoints; an `.all()` endpoint on a
 * wildcard (the /api catch-all) shows up through the policy it declares.
 */
function apiEndpoints(routes: readonly RouteEntry[]): Endpoint[] {
  const groups = new Map<string, { method: string; path: string; handlers: unknown[] }>()
  for (const route of routes) {
    if (route.path !== '/api' && !route.path.startsWith('/api/')) continue
    const key = `${route.method} ${route.path}`
    const group = groups.get(key) ?? { method: route.method, path: route.path, handlers: [] }
    group.handlers.push(unwrap(route.handler))
    groups.set(key, group)
  }
  return [...groups.entries()]
    .map(([key, group]) => ({ key, method: group.method, policies: group.handlers.map(policyOf) }))
    .filter((e) => !(e.method === 'ALL' && e.key.endsWith('*') && e.policies.every((p) => p === undefined)))
}

/** Endpoints with no policy handler at all. */
const withoutPolicy = (routes: readonly RouteEntry[]) =>
  apiEndpoints(routes)
    .filter((e) => e.policies.every((p) => p === undefined))
    .map((e) => e.key)

/** Endpoints (other than ALL catch-alls behind middleware) whose first handler is not the policy. */
const policyNotFirst = (routes: readonly RouteEntry[]) =>
  apiEndpoints(routes)
    .filter((e) => e.method !== 'ALL' && e.policies[0] === undefined)
    .map((e) => e.key)

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const handler = () => new Response('{}')

describe('route policies', () => {
  it('every /api endpoint declares a policy, as its first handler', () => {
    expect(withoutPolicy(t.app.routes)).toEqual([])
    expect(policyNotFirst(t.app.routes)).toEqual([])
  })

  it('declares the expected policy on each auth endpoint', () => {
    const declared = Object.fromEntries(
      apiEndpoints(t.app.routes).map((e) => [e.key, e.policies.find((p) => p !== undefined)?.kind]),
    )
    expect(declared).toMatchObject({
      'GET /api/health': 'public',
      'GET /api/ready': 'public',
      'POST /api/check-first-login': 'public',
      'POST /api/validate-user': 'public',
      'POST /api/validate-otp': 'public',
      'POST /api/update-password': 'public',
      'PUT /api/forgot-password': 'public',
      'GET /api/logout': 'public',
      'GET /api/validate-login': 'signed-in',
      'GET /api/current-user': 'signed-in',
      'GET /api/get-dashboard': 'signed-in',
      'ALL /api/*': 'public',
    })
  })

  it('every endpoint that needs a signed-in user answers 401 without one', async () => {
    const guarded = apiEndpoints(t.app.routes).filter((e) => e.policies.some((p) => p && p.kind !== 'public'))
    expect(guarded.length).toBeGreaterThan(0)
    for (const endpoint of guarded) {
      const [method = '', path = ''] = endpoint.key.split(' ')
      const concrete = path.replace(/^\/api\//, '').replace(/:[^/]+/g, '1')
      const res = await t.client().send(method, concrete, method === 'GET' ? undefined : {})
      expect(res.status, endpoint.key).toBe(401)
    }
  })
})

describe('the route-policy checker', () => {
  const build = () => createApp(t.deps)

  it('finds a route added without a policy', () => {
    const app = build().get('/api/unguarded', handler)
    expect(withoutPolicy(app.routes)).toEqual(['GET /api/unguarded'])
  })

  it('finds an unguarded route of a mounted sub-app, with or without its own error handler', () => {
    const plain = new Hono<AppEnv>().post('/plain', handler).get('/fine', allow.signedIn(), handler)
    const withErrors = new Hono<AppEnv>().put('/wrapped', handler).delete('/guarded', allow.roles('admin'), handler)
    withErrors.onError((_error, c) => c.json(fail('x'), 400))
    const app = build().route('/api', plain).route('/api', withErrors)
    expect(withoutPolicy(app.routes).sort()).toEqual(['POST /api/plain', 'PUT /api/wrapped'])
  })

  it('finds an unguarded .all() endpoint on a concrete path', () => {
    const app = build().all('/api/anything', handler)
    expect(withoutPolicy(app.routes)).toEqual(['ALL /api/anything'])
  })

  it('finds a policy that is not the first handler', () => {
    const app = build().get(
      '/api/late',
      (_c, next) => next(),
      allow.public(),
      (c) => c.json(ok(null)),
    )
    expect(withoutPolicy(app.routes)).toEqual([])
    expect(policyNotFirst(app.routes)).toEqual(['GET /api/late'])
  })

  it('ignores middleware mounted with use()', () => {
    const app = build().use('/api/extra/*', (_c, next) => next())
    expect(withoutPolicy(app.routes)).toEqual([])
  })
})
