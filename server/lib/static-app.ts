import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from './app-env'
import { type ContentEncoding, compressQuickly, preferredEncoding } from './content-encoding'
import { allow } from './policy'
import { loadRouteHints, type RouteHints, type ScreenHints } from './route-hints'
import { SESSION_COOKIE, signedInName } from './session'
import { findTenant } from './tenant'

/** Types the build writes compressed copies of (`.br`, `.gz`), so their answer depends on Accept-Encoding. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg)/

/** index.html, with the compressed copies of it to send. */
type IndexCopies = Record<ContentEncoding | 'identity', Buffer | undefined>

/** index.html as built, with the compressed copies the build wrote beside it. */
function readIndex(indexFile: string): IndexCopies {
  const copy = (suffix: string) => (existsSync(indexFile + suffix) ? readFileSync(indexFile + suffix) : undefined)
  return { identity: readFileSync(indexFile), br: copy('.br'), gzip: copy('.gz') }
}

/** A page with `markup` added at the end of its head. */
const withInHead = (page: Buffer | undefined, markup: string) =>
  Buffer.from((page ?? Buffer.alloc(0)).toString('utf8').replace('</head>', `${markup}</head>`))

/**
 * index.html naming a screen's scripts as `<link rel="modulepreload">` at the end of its head, after the import map
 * they resolve their imports through (route-hints.ts), compressed as the build compresses it.
 */
function indexNaming(index: IndexCopies, scripts: readonly string[]): IndexCopies {
  const links = scripts.map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`).join('')
  const html = withInHead(index.identity, links)
  return {
    identity: html,
    br: brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: html.length,
      },
    }),
    gzip: gzipSync(html, { level: constants.Z_BEST_COMPRESSION }),
  }
}

/** Text made safe for an HTML attribute's quoted value. */
const attribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * Who the page load's session signs in to the host's tenant, or null: index.html's shell then draws their screen's
 * heading on arrival, as it does from the user this device stored at sign-in (issue 12). A database that does not
 * answer leaves the name out: the page still loads, and the app starts as it does offline.
 */
async function signedInAs(c: Context<AppEnv>): Promise<string | null> {
  try {
    const tenant = await findTenant(c.var.db, new URL(c.req.url).hostname)
    return tenant ? await signedInName(c, tenant.id) : null
  } catch (error) {
    c.var.logger.warn({ err: error, path: c.req.path }, 'page sent without the signed-in name')
    return null
  }
}

/**
 * The SPA fallback: index.html in the best encoding the client takes, revalidated on every load. The screen's
 * files are named to start downloading now (a signed-in screen's only with a session cookie): its stylesheets in a
 * `Link` header, its scripts in the page, each screen's page made once. A signed-in screen's page also names who
 * its session signs in (`<meta name="signed-in-as">`), compressed per load and kept by no shared cache.
 */
async function sendIndex(
  c: Context<AppEnv>,
  index: IndexCopies,
  hints: RouteHints,
  pages: Map<ScreenHints, IndexCopies>,
): Promise<Response> {
  c.header('Vary', 'Accept-Encoding, Cookie')
  c.header('Content-Type', 'text/html; charset=UTF-8')
  const screen = hints(c.req.path, Boolean(getCookie(c, SESSION_COOKIE)))
  if (screen?.link) c.header('Link', screen.link)
  let page = index
  if (screen?.scripts.length) {
    page = pages.get(screen) ?? indexNaming(index, screen.scripts)
    pages.set(screen, page)
  }
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'))
  const name = screen?.signedIn ? await signedInAs(c) : null
  if (name !== null) {
    c.header('Cache-Control', 'private, no-cache')
    const html = withInHead(page.identity, `<meta name="signed-in-as" content="${attribute(name)}">`)
    if (!encoding) return c.body(new Uint8Array(html))
    c.header('Content-Encoding', encoding)
    return c.body(new Uint8Array(await compressQuickly(html, encoding)))
  }
  const compressed = encoding ? page[encoding] : undefined
  if (encoding && compressed) {
    c.header('Content-Encoding', encoding)
    return c.body(new Uint8Array(compressed))
  }
  return c.body(new Uint8Array(page.identity ?? Buffer.alloc(0)))
}

/**
 * Serves the built PWA: hashed assets cached for a year, everything else revalidated, SPA fallback to
 * index.html; text files go out brotli- or gzip-compressed by negotiation from the build's copies.
 */
export function staticApp(root: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const indexFile = path.join(root, 'index.html')
  if (!existsSync(indexFile)) {
    return app.get('*', allow.public(), (c) =>
      c.text('The app is not built yet. Run `npm run build` (npm start does it for you).', 503),
    )
  }
  const index = readIndex(indexFile)
  const hints = loadRouteHints(root)
  // Each screen's page, made once (about 26 ms of brotli at its first load): route-hints gives each screen one object.
  const pages = new Map<ScreenHints, IndexCopies>()
  return app
    .use('*', async (c, next) => {
      await next()
      if (!c.res.ok) return
      // Hashed assets never change; everything else (index.html, sw.js, the manifest) is revalidated.
      // A page naming who is signed in has set its own (private).
      const hashed = c.req.path.startsWith('/assets/')
      if (!c.res.headers.has('Cache-Control')) {
        c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      }
      if (
        COMPRESSIBLE_TYPE.test(c.res.headers.get('Content-Type') ?? '') &&
        !c.res.headers.get('Vary')?.includes('Accept-Encoding')
      ) {
        c.header('Vary', 'Accept-Encoding', { append: true })
      }
    })
    .use('*', serveStatic({ root: path.relative(process.cwd(), root) || '.', precompressed: true }))
    .get('*', allow.public(), (c) => sendIndex(c, index, hints, pages))
}
