import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { PreloadTable } from '../../server/lib/route-hints'
import { signedIn } from './catalogue/catalogue-fixtures'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let app: ReturnType<typeof createApp>
let cookie = ''
const table: PreloadTable = {
  entry: { scripts: ['assets/main-1.js', 'assets/index-1.js'], styles: ['assets/main-1.css'] },
  routes: [
    {
      segments: ['dashboard'],
      signedIn: true,
      scripts: ['assets/app-shell-1.js', 'assets/dashboard-1.js'],
      styles: ['assets/shell-1.css'],
    },
    {
      segments: ['Update-Product', null],
      signedIn: true,
      scripts: ['assets/app-shell-1.js', 'assets/update-1.js'],
      styles: [],
    },
    { segments: ['RFQ-Response'], signedIn: false, scripts: ['assets/rfq-response-1.js'], styles: [] },
  ],
}

beforeAll(async () => {
  t = await createTestApp({ demoCatalogue: true })
  const root = mkdtempSync(path.join(tmpdir(), 'hints-'))
  mkdirSync(path.join(root, 'assets'))
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Test</title>')
  writeFileSync(path.join(root, 'route-preloads.json'), JSON.stringify(table))
  app = createApp({ ...t.deps, staticRoot: root })
  cookie = (await signedIn(t, 'buyer')).cookieHeader()
})
afterAll(() => t?.close())

const linkOf = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.request(url, { headers })
  expect(res.status).toBe(200)
  return { link: res.headers.get('Link'), vary: res.headers.get('Vary') }
}

describe("issue 12: a page load names its screen's files in a Link header", () => {
  it('lists the entry first, then the screen, each fetched as the page will ask for it', async () => {
    const { link, vary } = await linkOf('/dashboard', { Cookie: cookie })
    expect(link?.split(', ')).toEqual([
      '</assets/main-1.css>; rel=preload; as=style; crossorigin',
      '</assets/main-1.js>; rel=modulepreload; crossorigin',
      '</assets/index-1.js>; rel=modulepreload; crossorigin',
      '</assets/shell-1.css>; rel=preload; as=style; crossorigin',
      '</assets/app-shell-1.js>; rel=modulepreload; crossorigin',
      '</assets/dashboard-1.js>; rel=modulepreload; crossorigin',
    ])
    expect(vary).toMatch(/Cookie/)
  })

  it('matches an address with a parameter', async () => {
    expect((await linkOf('/Update-Product/17', { Cookie: cookie })).link).toContain('/assets/update-1.js')
  })

  it("names a public page's files (a supplier's RFQ response page) with or without a session cookie", async () => {
    for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
      const { link } = await linkOf('/RFQ-Response', headers)
      expect(link?.split(', ').at(-1)).toBe('</assets/rfq-response-1.js>; rel=modulepreload; crossorigin')
      expect(link).toContain('</assets/index-1.js>; rel=modulepreload; crossorigin')
    }
  })

  it.each([
    ['without a session cookie', '/dashboard', {}],
    ['with an empty session cookie', '/dashboard', { Cookie: 'sid=' }],
    ['on an address no screen has', '/nowhere/at/all', { Cookie: 'sid=anything' }],
    ['on a malformed address', '/Update-Product/%E0%A4%A', { Cookie: 'sid=anything' }],
  ])('names nothing %s', async (_case, url, headers) => {
    expect((await linkOf(url, headers)).link).toBeNull()
  })
})
