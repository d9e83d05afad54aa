import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import type { Db } from '../../server/db/client'
import { users } from '../../server/db/schema/users'
import type { Deps } from '../../server/lib/app-env'
import type { PreloadTable } from '../../server/lib/route-hints'
import { signedIn } from './catalogue/catalogue-fixtures'
import { decodedText } from './helpers/decoded-body'
import { createTestApp, type TestApp } from './helpers/test-app'

const INDEX = '<!doctype html><html><head><title>Test</title></head><body><div id="root"></div></body></html>'
const table: PreloadTable = {
  entry: { styles: [] },
  routes: [
    { segments: ['dashboard'], signedIn: true, scripts: ['assets/dashboard-1.js'], styles: [] },
    { segments: ['catalogue'], signedIn: true, scripts: [], styles: [] },
    { segments: ['RFQ-Response'], signedIn: false, scripts: ['assets/rfq-response-1.js'], styles: [] },
  ],
}

let t: TestApp
let deps: Deps
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  t = await createTestApp()
  const root = mkdtempSync(path.join(tmpdir(), 'signed-in-page-'))
  mkdirSync(path.join(root, 'assets'))
  writeFileSync(path.join(root, 'index.html'), INDEX)
  writeFileSync(path.join(root, 'route-preloads.json'), JSON.stringify(table))
  deps = { ...t.deps, staticRoot: root }
  app = createApp(deps)
})
afterAll(() => t?.close())

/** A page load of `url` on `host`, decoded from whatever encoding it came in. */
async function load(url: string, headers: Record<string, string> = {}, host = 'localhost') {
  const res = await app.request(`http://${host}${url}`, { headers })
  expect(res.status).toBe(200)
  const body = Buffer.from(await res.arrayBuffer())
  const encoding = res.headers.get('Content-Encoding')
  const html = decodedText(encoding, body)
  return { html, encoding, cacheControl: res.headers.get('Cache-Control'), vary: res.headers.get('Vary') }
}

/** The name the page tells its shell, or null when it names no one. */
const signedInAs = (html: string) => /<meta name="signed-in-as" content="([^"]*)">/.exec(html)?.[1] ?? null

/** A signed-in buyer with a full name of our choosing, and their session cookie. */
async function buyerNamed(fullName: string) {
  const client = await signedIn(t, 'buyer')
  const me = await client.get('current-user')
  const id = (me.body as { data: { UserID: string } }).data.UserID
  await t.db.update(users).set({ fullName }).where(eq(users.id, id))
  return { id, cookie: client.cookieHeader() }
}

describe("issue 12: a signed-in screen's page names who is signed in, for its shell to draw their heading at once", () => {
  it('names the signed-in user, the same in every encoding, and no shared cache keeps the page', async () => {
    const { cookie } = await buyerNamed('Asha Rao')
    const pages = await Promise.all(
      ['identity', 'gzip', 'br'].map((encoding) => load('/dashboard', { Cookie: cookie, 'Accept-Encoding': encoding })),
    )
    expect(pages.map((page) => page.encoding)).toEqual([null, 'gzip', 'br'])
    for (const page of pages) {
      expect(signedInAs(page.html)).toBe('Asha Rao')
      expect(page.html.indexOf('signed-in-as')).toBeLessThan(page.html.indexOf('</head>'))
      expect(page.html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-1.js">')
      expect(page.html).toBe(pages[0]?.html)
      expect(page.cacheControl).toBe('private, no-cache')
      expect(page.vary).toMatch(/Cookie/)
    }
    expect(signedInAs((await load('/catalogue', { Cookie: cookie })).html)).toBe('Asha Rao')
  })

  it('writes a name that reads as markup as text in the attribute', async () => {
    const { cookie } = await buyerNamed(`"><script>alert('x')</script> & Rao`)
    const { html } = await load('/dashboard', { Cookie: cookie })
    expect(signedInAs(html)).toBe('&#34;&#62;&#60;script&#62;alert(&#39;x&#39;)&#60;/script&#62; &#38; Rao')
    expect(html).not.toContain('<script>')
  })

  it('names no one after the session ended by sign-out, by idleness, or by a locked account', async () => {
    const out = await signedIn(t, 'buyer')
    const outCookie = out.cookieHeader()
    expect(signedInAs((await load('/dashboard', { Cookie: outCookie })).html)).not.toBeNull()
    await out.get('logout')
    expect(signedInAs((await load('/dashboard', { Cookie: outCookie })).html)).toBeNull()

    const locked = await buyerNamed('Locked Out')
    await t.db.update(users).set({ lockedAt: new Date() }).where(eq(users.id, locked.id))
    expect(signedInAs((await load('/dashboard', { Cookie: locked.cookie })).html)).toBeNull()

    const idle = await buyerNamed('Gone Idle')
    t.clock.advanceMinutes(31)
    const page = await load('/dashboard', { Cookie: idle.cookie })
    expect(signedInAs(page.html)).toBeNull()
    // The page as built, which a shared cache may keep (it names no one).
    expect(page.cacheControl).toBe('no-cache')
  })

  it.each([
    ['no session cookie', '/dashboard', {}],
    ['a made-up session cookie', '/dashboard', { Cookie: 'sid=not-a-session' }],
    ['an over-long session cookie', '/dashboard', { Cookie: `sid=${'x'.repeat(200)}` }],
  ])('names no one with %s', async (_case, url, headers: Record<string, string>) => {
    const { html, cacheControl } = await load(url, headers)
    expect(signedInAs(html)).toBeNull()
    expect(cacheControl).toBe('no-cache')
  })

  it("names no one on a public page (a supplier's RFQ response page), whoever's cookie it comes with", async () => {
    const { cookie } = await buyerNamed('Asha Rao')
    const { html } = await load('/RFQ-Response', { Cookie: cookie })
    expect(html).toContain('rfq-response-1.js')
    expect(signedInAs(html)).toBeNull()
  })

  it("names no one to another tenant's host: a session is its own tenant's", async () => {
    const tenantId = await t.createTenant('Other Co', ['other.test'])
    const stranger = await signedIn(t, 'buyer', { id: tenantId, domain: 'other.test' })
    const cookie = stranger.cookieHeader()
    expect(signedInAs((await load('/dashboard', { Cookie: cookie }, 'other.test')).html)).toMatch(/^Test /)
    expect(signedInAs((await load('/dashboard', { Cookie: cookie }, 'localhost')).html)).toBeNull()
    const { cookie: ours } = await buyerNamed('Asha Rao')
    expect(signedInAs((await load('/dashboard', { Cookie: ours }, 'other.test')).html)).toBeNull()
    expect(signedInAs((await load('/dashboard', { Cookie: ours }, 'unknown.test')).html)).toBeNull()
  })

  it('still sends the page, naming no one, while the database does not answer', async () => {
    const { cookie } = await buyerNamed('Asha Rao')
    const healthy = deps.db
    deps.db = new Proxy(healthy, {
      get: () => () => {
        throw new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly'))
      },
    }) as Db
    try {
      const { html } = await load('/dashboard', { Cookie: cookie, 'Accept-Encoding': 'br' })
      expect(signedInAs(html)).toBeNull()
      expect(html).toContain('dashboard-1.js')
    } finally {
      deps.db = healthy
    }
    expect(signedInAs((await load('/dashboard', { Cookie: cookie })).html)).toBe('Asha Rao')
  })
})
