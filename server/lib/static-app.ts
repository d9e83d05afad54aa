import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import type { AppEnv } from './app-env'
import { allow } from './policy'

/** Serves the built PWA: hashed assets cached for a year, everything else revalidated, SPA fallback to index.html. */
export function staticApp(root: string): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const indexFile = path.join(root, 'index.html')
  if (!existsSync(indexFile)) {
    return app.get('*', allow.public(), (c) =>
      c.text('The app is not built yet. Run `npm run build` (npm start does it for you).', 503),
    )
  }
  const indexHtml = readFileSync(indexFile, 'utf8')
  return app
    .use('/assets/*', async (c, next) => {
      await next()
      if (c.res.ok) c.header('Cache-Control', 'public, max-age=31536000, immutable')
    })
    .use(
      '*',
      serveStatic({
        root: path.relative(process.cwd(), root) || '.',
        onFound: (filePath, c) => {
          if (!filePath.includes(`${path.sep}assets${path.sep}`) && !filePath.includes('/assets/')) {
            c.header('Cache-Control', 'no-cache')
          }
        },
      }),
    )
    .get('*', allow.public(), (c) => {
      c.header('Cache-Control', 'no-cache')
      return c.html(indexHtml)
    })
}
