import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { AppEnv } from './app-env'
import { contentSecurityPolicy } from './csp'

/** Where the build's own files are served: never a page or a worker (the service worker is /sw.js). */
const BUILT_FILE = /^\/(?:assets|icons)\//

/** What a built file can be that a browser never opens as a page (an SVG can be one, and an unknown path gets index.html). */
const SUBRESOURCE_TYPE =
  /^(?:text\/css|(?:text|application)\/javascript|image\/(?:png|jpeg|webp|x-icon|vnd\.microsoft\.icon)|font\/)/

/** Headers only a page or a worker reads. */
export const PAGE_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const

/**
 * Every security header on every answer, except that a script, stylesheet or image of the build's own goes
 * without those only a page or a worker reads: over HTTP/1.1 they were about 600 bytes (the CSP most of
 * them) on each of the dozen files a first screen fetches beside its main script on a slow network (issue
 * 12). nosniff, the resource and referrer policies and HSTS stay.
 */
export function securityHeaders(staticRoot: string | undefined): MiddlewareHandler<AppEnv> {
  const headers = secureHeaders({
    contentSecurityPolicy: contentSecurityPolicy(staticRoot),
    crossOriginEmbedderPolicy: false,
  })
  return async (c, next) => {
    await headers(c, next)
    if (
      c.res.status === 200 &&
      BUILT_FILE.test(c.req.path) &&
      SUBRESOURCE_TYPE.test(c.res.headers.get('Content-Type') ?? '')
    ) {
      for (const name of PAGE_ONLY_HEADERS) c.res.headers.delete(name)
    }
  }
}
