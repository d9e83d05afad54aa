import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { inlineScriptHashes } from '../../server/lib/csp'
import { PAGE_ONLY_HEADERS } from '../../server/lib/security-headers'
import { createTestApp, type TestApp } from './helpers/test-app'

const boot = "window.__early={'/api/current-user':fetch('/api/current-user')}"
const page = `<!doctype html><html><head><script>${boot}</script><script type="module" src="/assets/main-1.js"></script></head><body></body></html>`
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

let t: TestApp
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  t = await createTestApp()
  const root = mkdtempSync(path.join(tmpdir(), 'csp-'))
  writeFileSync(path.join(root, 'index.html'), page)
  mkdirSync(path.join(root, 'assets'))
  writeFileSync(path.join(root, 'assets', 'main-1.js'), 'export {}')
  writeFileSync(path.join(root, 'sw.js'), 'self.skipWaiting()')
  app = createApp({ ...t.deps, staticRoot: root })
})
afterAll(() => t?.close())

const scriptSrc = (csp: string | null) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith('script-src'))

describe("issue 12: index.html's inline boot script is allowed by its hash, nothing else inline", () => {
  it('hashes each inline script as the browser does, and skips scripts loaded from a file', () => {
    expect(inlineScriptHashes(page)).toEqual([sha(boot)])
    expect(inlineScriptHashes('<script>a()</script><SCRIPT type="text/javascript">b()</SCRIPT>')).toEqual([
      sha('a()'),
      sha('b()'),
    ])
    expect(inlineScriptHashes('<script src="/x.js"></script>')).toEqual([])
  })

  it.each([
    '/',
    '/dashboard',
    '/api/health',
  ])('%s: script-src is self and the boot script hash, not unsafe-inline', async (url) => {
    const res = await app.request(url)
    const directive = scriptSrc(res.headers.get('Content-Security-Policy'))
    expect(directive).toBe(`script-src 'self' ${sha(boot)}`)
  })

  it('without a built index.html the policy allows no inline script', async () => {
    const res = await t.app.request('/api/health')
    expect(scriptSrc(res.headers.get('Content-Security-Policy'))).toBe("script-src 'self'")
  })
})

describe('issue 12: the build’s own files carry only the headers a subresource uses', () => {
  it('a built script: nosniff, the resource and referrer policies and HSTS, none of the page-only headers', async () => {
    const res = await app.request('/assets/main-1.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer')
    expect(res.headers.get('Strict-Transport-Security')).toContain('max-age=')
    for (const name of PAGE_ONLY_HEADERS) expect(res.headers.get(name), name).toBeNull()
  })

  it.each([
    '/',
    '/catalogue',
    '/sw.js',
    '/api/health',
    '/assets/../index.html',
    // An unknown file there gets the app's page, which is a page.
    '/assets/missing.js',
    '/icons/missing.png',
  ])('%s (a page, the worker, the API) keeps every header', async (url) => {
    const res = await app.request(url)
    for (const name of PAGE_ONLY_HEADERS) expect(res.headers.get(name), name).not.toBeNull()
  })
})
