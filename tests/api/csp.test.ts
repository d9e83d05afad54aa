import { createHash } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { inlineScriptHashes } from '../../server/lib/csp'
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
