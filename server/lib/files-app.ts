import { type Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Db } from '../db/client'
import type { Actor, AppEnv } from './app-env'
import { documentFilePath } from './document-store'
import { allow } from './policy'
import { serveStoredFile } from './serve-stored-file'
import { loadSession } from './session'
import { findTenant } from './tenant'

/** Product images: content-hash names that never change, meant for anyone who sees the shop. */
const PUBLIC_CACHE = 'public, max-age=31536000, immutable'
/** Documents: kept by the browser only, and checked with the server on every use (a 304 by ETag). */
const PRIVATE_CACHE = 'private, no-cache'

const notFound = (c: Context<AppEnv>) => c.text('Not found', 404)

/** A product image's name: `<sha256>.<ext>` or its thumbnail `<sha256>.thumb.webp`. */
const PRODUCT_FILE_RE = /^[a-f0-9]{64}(\.thumb)?\.(jpg|png|webp)$/

/**
 * The tenant of a file request: the `Domain` header our client sends, or else the host the
 * link was opened on (a browser tab sends no `Domain`). None known: 404, like any other miss.
 */
const fileTenant = createMiddleware<AppEnv>(async (c, next) => {
  const forwarded = c.var.deps.trustProxy ? c.req.header('X-Forwarded-Host')?.split(',')[0] : undefined
  const host = c.req.header('Domain') ?? forwarded ?? c.req.header('Host') ?? new URL(c.req.url).host
  const tenant = await findTenant(c.var.db, host)
  if (!tenant) return notFound(c)
  c.set('tenant', tenant)
  await next()
})

/**
 * A module's rule for opening a document by name (e.g. a partner's quote file under the RFQ rules,
 * server/modules/rfqs/quote-documents.ts): false answers the same 404 as a missing file.
 */
export type DocumentRule = (db: Db, actor: Actor, name: string, now: Date) => Promise<boolean>

/**
 * Serves stored files under /files, from the database (server/lib/file-store.ts), so any server
 * process serves any file. Product images (/files/products/<name>) are public and cached for a
 * year: the catalogue every signed-in user of the tenant browses. PO documents (/files/docs/<name>)
 * go only to signed-in users of the tenant that stored them, cached privately; anyone else gets
 * the same 404 as for a name that does not exist, so a content hash cannot be used to test whether
 * a known document was uploaded, or when a document rule refuses it. Both answer ranges and 304s by ETag.
 */
export function filesApp(documentRules: readonly DocumentRule[] = []): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .get('/docs/:name', allow.public(), fileTenant, loadSession, async (c) => {
      const actor = c.var.actor
      const name = c.req.param('name')
      const path = documentFilePath(name)
      c.header('Vary', 'Cookie')
      const allowed = async (who: Actor) => {
        for (const rule of documentRules) if (!(await rule(c.var.db, who, name, c.var.deps.now()))) return false
        return true
      }
      const answer =
        actor && path && (await allowed(actor))
          ? await serveStoredFile(c, actor.tenantId, path, {
              cacheControl: PRIVATE_CACHE,
              disposition: `inline; filename="${c.req.param('name')}"`,
            })
          : null
      if (answer) return answer
      c.header('Cache-Control', 'no-store')
      return notFound(c)
    })
    .get('/products/:name', allow.public(), fileTenant, async (c) => {
      const name = c.req.param('name')
      const answer = PRODUCT_FILE_RE.test(name)
        ? await serveStoredFile(c, c.var.tenant.id, `products/${name}`, { cacheControl: PUBLIC_CACHE })
        : null
      return answer ?? notFound(c)
    })
    .get('*', allow.public(), notFound)
}
