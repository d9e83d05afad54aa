import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './app-env'
import { readDocument } from './document-store'
import { allow } from './policy'
import { loadSession } from './session'
import { findTenant } from './tenant'

/** Product images: content-hash names that never change, meant for anyone who sees the shop. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable'
/** Documents: kept by the browser only, and checked with the server on every use (a 304 by ETag). */
const PRIVATE_CACHE = 'private, no-cache'

const notFound = (c: Context<AppEnv>) => c.text('Not found', 404)

/**
 * The tenant of a document request: the `Domain` header our client sends, or else the host the
 * link was opened on (a browser tab sends no `Domain`). None known: 404, like any other miss.
 */
const documentTenant = createMiddleware<AppEnv>(async (c, next) => {
  const forwarded = c.var.deps.trustProxy ? c.req.header('X-Forwarded-Host')?.split(',')[0] : undefined
  const host = c.req.header('Domain') ?? forwarded ?? c.req.header('Host') ?? new URL(c.req.url).host
  const tenant = await findTenant(c.var.db, host)
  if (!tenant) return notFound(c)
  c.set('tenant', tenant)
  await next()
})

/**
 * Serves stored files under /files. Product images (/files/products/...) are public and cached
 * for a year. PO documents (/files/docs/<name>) go only to signed-in users of the tenant that
 * stored them, cached privately; anyone else gets the same 404 as for a name that does not exist,
 * so a content hash cannot be used to test whether a known document was uploaded.
 */
export function filesApp(filesDir: string): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/docs/:name', allow.public(), documentTenant, loadSession, async (c) => {
      const actor = c.var.actor
      const name = c.req.param('name')
      const document = actor ? await readDocument(c.var.db, filesDir, actor.tenantId, name) : null
      c.header('Vary', 'Cookie')
      if (!document) {
        c.header('Cache-Control', 'no-store')
        return notFound(c)
      }
      const etag = `"${name}"`
      c.header('Cache-Control', PRIVATE_CACHE)
      c.header('ETag', etag)
      if (c.req.header('If-None-Match') === etag) return c.body(null, 304)
      c.header('Content-Type', document.contentType)
      c.header('Content-Disposition', `inline; filename="${name}"`)
      return c.body(new Uint8Array(document.bytes).slice().buffer)
    })
    .use('/products/*', async (c, next) => {
      await next()
      if (c.res.ok) c.header('Cache-Control', PUBLIC_CACHE)
    })
    .get(
      '/products/*',
      allow.public(),
      serveStatic({
        root: path.relative(process.cwd(), filesDir) || '.',
        rewriteRequestPath: (p) => p.replace(/^\/files/, ''),
      }),
    )
    .get('*', allow.public(), notFound)
}
