import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compressTree } from '../../scripts/precompress-plugin'
import { createApp } from '../../server/app'
import { signedIn } from './catalogue/catalogue-fixtures'
import { decodedText } from './helpers/decoded-body'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let app: ReturnType<typeof createApp>
let cookie = ''
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, name: "row ${i}" }`).join(', ')}]\n`
const page = `<!doctype html><html><head><title>Test</title></head><body>${'<p>shell</p>'.repeat(60)}</body></html>`

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true })
  const root = mkdtempSync(path.join(tmpdir(), 'static-'))
  mkdirSync(path.join(root, 'assets'))
  writeFileSync(path.join(root, 'assets', 'app-abc123.js'), script)
  writeFileSync(path.join(root, 'index.html'), page)
  compressTree(root)
  app = createApp({ ...t.deps, staticRoot: root })
  const buyer = await signedIn(t, 'buyer')
  cookie = buyer.cookieHeader()
})
afterAll(() => t?.close())

async function fetchAs(url: string, acceptEncoding: string | undefined, headers: Record<string, string> = {}) {
  const res = await app.request(url, {
    headers: { ...headers, ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }) },
  })
  const body = Buffer.from(await res.arrayBuffer())
  const encoding = res.headers.get('Content-Encoding')
  return { res, encoding, body, text: decodedText(encoding, body) }
}

describe('issue 12: responses go out compressed by negotiation', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=0, br', 'br'],
    [undefined, null],
    ['identity', null],
  ])('a hashed JS asset with Accept-Encoding %s is sent as %s, decodes to the file and stays immutable', async (accept, expected) => {
    const { res, encoding, body, text } = await fetchAs('/assets/app-abc123.js', accept)
    expect(res.status).toBe(200)
    expect(encoding).toBe(expected)
    expect(text).toBe(script)
    if (expected) expect(body.length).toBeLessThan(script.length / 3)
    expect(res.headers.get('Content-Type')).toMatch(/javascript/)
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })

  it.each([
    ['/', 'br, gzip', 'br'],
    ['/', undefined, null],
    ['/Manage-PO?tab=all', 'gzip', 'gzip'],
    ['/dashboard', undefined, null],
  ])('index.html at %s with Accept-Encoding %s is sent as %s and revalidated on every load', async (url, accept, expected) => {
    const { res, encoding, text } = await fetchAs(url, accept)
    expect(res.status).toBe(200)
    expect(encoding).toBe(expected)
    expect(text).toBe(page)
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/)
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/)
  })

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    [undefined, null],
  ])('a large JSON list with Accept-Encoding %s is sent as %s and parses to the same rows', async (accept, expected) => {
    const { res, encoding, body, text } = await fetchAs('/api/get-all-products?iDisplayLength=100', accept, {
      Domain: 'localhost',
      Cookie: cookie,
    })
    expect(res.status).toBe(200)
    expect(encoding).toBe(expected)
    const parsed = JSON.parse(text) as { status: boolean; data: unknown[] }
    expect(parsed.status).toBe(true)
    expect(parsed.data.length).toBeGreaterThan(20)
    if (expected) expect(body.length).toBeLessThan(text.length / 3)
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/)
  })

  it('a small JSON answer is not compressed (it would not get smaller)', async () => {
    const { res, encoding, text } = await fetchAs('/api/health', 'br, gzip')
    expect(res.status).toBe(200)
    expect(encoding).toBeNull()
    expect(JSON.parse(text)).toMatchObject({ status: true })
  })

  it('a CSV download is left to stream as it is, not compressed as JSON', async () => {
    const { res, encoding, text } = await fetchAs('/api/export-products', 'br, gzip', {
      Domain: 'localhost',
      Cookie: cookie,
    })
    expect(res.status).toBeLessThan(500)
    expect(encoding).toBeNull()
    if (res.status === 200) expect(text.length).toBeGreaterThan(0)
  })
})
