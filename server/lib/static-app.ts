import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import type { AppEnv } from './app-env'
import { type ContentEncoding, preferredEncoding } from './content-encoding'
import { allow } from './policy'
import { loadRouteHints, type RouteHints } from './route-hints'
import { SESSION_COOKIE } from './session'

/** Types the build writes compressed copies of (`.br`, `.gz`), so their answer depends on Accept-Encoding. */
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:javascript|json|manifest\+json|xml)|image\/svg)/

/** index.html as built, with the compressed copies the build wrote beside it. */
function readIndex(indexFile: string): Record<ContentEncoding | 'identity', Buffer | undefined> {
  const copy = (suffix: string) => (existsSync(indexFile + suffix) ? readFileSync(indexFile + suffix) : undefined)
  return { identity: readFileSync(indexFile), br: copy('.br'), gzip: copy('.gz') }
}

/**
 * The SPA fallback: index.html in the best encoding the client takes, revalidated on every load. The screen's
 * files are named in a `Link` header to start downloading now (a signed-in screen's only with a session cookie).
 */
function sendIndex(c: Context<AppEnv>, index: ReturnType<typeof readIndex>, hints: RouteHints): Response {
  c.header('Vary', 'Accept-Encoding, Cookie')
  c.header('Content-Type', 'text/html; charset=UTF-8')
  const link = hints(c.req.path, Boolean(getCookie(c, SESSION_COOKIE)))
  if (link) c.header('Link', link)
  const encoding = preferredEncoding(c.req.header('Accept-Encoding'))
  const compressed = encoding ? index[encoding] : undefined
  if (encoding && compressed) {
    c.header('Content-Encoding', encoding)
    return c.body(new Uint8Array(compressed))
  }
  return c.body(new Uint8Array(index.identity ?? Buffer.alloc(0)))
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
  return app
    .use('*', async (c, next) => {
      await next()
      if (!c.res.ok) return
      // Hashed assets never change; everything else (index.html, sw.js, the manifest) is revalidated.
      const hashed = c.req.path.startsWith('/assets/')
      c.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
      if (
        COMPRESSIBLE_TYPE.test(c.res.headers.get('Content-Type') ?? '') &&
        !c.res.headers.get('Vary')?.includes('Accept-Encoding')
      ) {
        c.header('Vary', 'Accept-Encoding', { append: true })
      }
    })
    .use('*', serveStatic({ root: path.relative(process.cwd(), root) || '.', precompressed: true }))
    .get('*', allow.public(), (c) => sendIndex(c, index, hints))
}
