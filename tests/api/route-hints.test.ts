import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { PreloadTable } from '../../server/lib/route-hints'
import { signedIn } from './catalogue/catalogue-fixtures'
import { decodedText } from './helpers/decoded-body'
import { createTestApp, type TestApp } from './helpers/test-app'

/** A built index.html's head: the import map, then the entry's module script. */
const INDEX =
  '<!doctype html><html><head><title>Test</title><script type="importmap">{"imports":{}}</script>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body></body></html>'

let t: TestApp
let app: ReturnType<typeof createApp>
let cookie = ''
const table: PreloadTable = {
  entry: { styles: ['assets/main-1.css'] },
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
  writeFileSync(path.join(root, 'index.html'), INDEX)
  writeFileSync(path.join(root, 'route-preloads.json'), JSON.stringify(table))
  app = createApp({ ...t.deps, staticRoot: root })
  cookie = (await signedIn(t, 'buyer')).cookieHeader()
})
afterAll(() => t?.close())

/** A page load of `url`: its Link header, its Vary header and the page, decoded from whatever encoding it came in. */
const load = async (url: string, headers: Record<string, string> = {}) => {
  const res = await app.request(url, { headers })
  expect(res.status).toBe(200)
  const body = Buffer.from(await res.arrayBuffer())
  const encoding = res.headers.get('Content-Encoding')
  const html = decodedText(encoding, body)
  return { link: res.headers.get('Link'), vary: res.headers.get('Vary'), html, encoding }
}

/** The scripts a page names as module preloads, in order. */
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1])

describe("issue 12: a page load names its screen's files before its code asks for them", () => {
  it('preloads the stylesheets in a Link header, the entry first, and names no script there', async () => {
    const { link, vary } = await load('/dashboard', { Cookie: cookie })
    expect(link?.split(', ')).toEqual([
      '</assets/main-1.css>; rel=preload; as=style; crossorigin',
      '</assets/shell-1.css>; rel=preload; as=style; crossorigin',
    ])
    expect(vary).toMatch(/Cookie/)
  })

  // A header comes before the page's import map: a modulepreload named there resolved its imports without the map,
  // the map's rules for them were dropped and the app never started (server/lib/route-hints.ts).
  it("names the screen's scripts as module preloads in the page, after its import map, in every encoding", async () => {
    const pages = await Promise.all(
      ['identity', 'gzip', 'br'].map((encoding) => load('/dashboard', { Cookie: cookie, 'Accept-Encoding': encoding })),
    )
    expect(pages.map((page) => page.encoding)).toEqual([null, 'gzip', 'br'])
    for (const { html } of pages) {
      expect(modulePreloads(html)).toEqual(['/assets/app-shell-1.js', '/assets/dashboard-1.js'])
      expect(html.indexOf('rel="modulepreload"')).toBeGreaterThan(html.indexOf('type="importmap"'))
      expect(html.indexOf('rel="modulepreload"')).toBeLessThan(html.indexOf('</head>'))
      expect(html).toBe(pages[0]?.html)
    }
  })

  it('matches an address with a parameter', async () => {
    expect(modulePreloads((await load('/Update-Product/17', { Cookie: cookie })).html)).toEqual([
      '/assets/app-shell-1.js',
      '/assets/update-1.js',
    ])
  })

  it("names a public page's files (a supplier's RFQ response page) with or without a session cookie", async () => {
    for (const headers of [{}, { Cookie: cookie }] as Record<string, string>[]) {
      const { link, html } = await load('/RFQ-Response', headers)
      expect(modulePreloads(html)).toEqual(['/assets/rfq-response-1.js'])
      expect(link).toBe('</assets/main-1.css>; rel=preload; as=style; crossorigin')
    }
  })

  it.each([
    ['without a session cookie', '/dashboard', {}],
    ['with an empty session cookie', '/dashboard', { Cookie: 'sid=' }],
    ['on an address no screen has', '/nowhere/at/all', { Cookie: 'sid=anything' }],
    ['on a malformed address', '/Update-Product/%E0%A4%A', { Cookie: 'sid=anything' }],
  ])('names nothing %s: the page as built', async (_case, url, headers) => {
    const { link, html } = await load(url, headers)
    expect(link).toBeNull()
    expect(html).toBe(INDEX)
  })
})
