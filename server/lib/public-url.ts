import type { Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from './app-env'

/**
 * An address e-mailed links may point at: http(s), a host, an optional port, nothing after it
 * (`https://buy.example.com`). Written as typed; a trailing slash is dropped.
 */
export const PublicUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => {
    try {
      const url = new URL(value)
      const bare = url.pathname === '/' && url.search === '' && url.hash === '' && !url.username && !url.password
      return (url.protocol === 'https:' || url.protocol === 'http:') && bare
    } catch {
      return false
    }
  }, 'must be an http:// or https:// address with no path, such as https://buy.example.com'),
  v.transform((value) => new URL(value).origin),
)

/**
 * Scheme and host of every link the server e-mails (an RFQ partner's response page): the tenant's
 * own public address, or else the server's PUBLIC_URL. Never the request's Host or Origin, which
 * any client can set.
 */
export function publicUrlOf(c: Context<AppEnv>): string {
  return c.var.tenant.publicUrl ?? c.var.deps.publicUrl ?? DEFAULT_PUBLIC_URL
}

/** Where links point when neither the tenant nor PUBLIC_URL says (a server tried out on this machine). */
const DEFAULT_PUBLIC_URL = 'http://localhost'
