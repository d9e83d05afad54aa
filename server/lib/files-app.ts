import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { AppEnv } from './app-env'
import { allow } from './policy'

/**
 * Serves stored files (product images) under /files. Names are SHA-256 of the content, so they
 * never change and are cached for a year; they are unguessable, like a CDN's.
 */
export function filesApp(filesDir: string): Hono<AppEnv> {
  return new Hono<AppEnv>()
    .use('*', async (c, next) => {
      await next()
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    })
    .get(
      '*',
      allow.public(),
      serveStatic({
        root: path.relative(process.cwd(), filesDir) || '.',
        rewriteRequestPath: (p) => p.replace(/^\/files/, ''),
      }),
    )
    .get('*', allow.public(), (c) => c.text('Not found', 404))
}
