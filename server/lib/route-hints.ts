import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type PreloadTable, preloadsFor, type RoutePreload } from '../../scripts/route-preloads'

/**
 * The `Link` header value naming what an address's screen loads: a public page's (password reset, a supplier's
 * RFQ response) always, a signed-in screen's only to a page load with a session cookie; else null. The sign-in
 * page ships in the main script, so it has nothing to name.
 */
export type RouteHints = (pathname: string, hasSession: boolean) => string | null

/**
 * Reads the build's `route-preloads.json` (scripts/route-preloads-plugin.ts): a page load then names its
 * screen's chunks and stylesheets in a `Link` header, so they download beside the main script rather than
 * after it has run and checked the session (issue 12). A build without the table hints nothing.
 */
export function loadRouteHints(root: string): RouteHints {
  const file = path.join(root, 'route-preloads.json')
  const table: PreloadTable = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as PreloadTable)
    : { entry: { scripts: [], styles: [] }, routes: [] }
  const links = (files: { scripts: string[]; styles: string[] }) => [
    ...files.styles.map((name) => `</${name}>; rel=preload; as=style; crossorigin`),
    ...files.scripts.map((name) => `</${name}>; rel=modulepreload; crossorigin`),
  ]
  // The entry leads: over HTTP/1.1's six connections the screen's files would otherwise queue ahead of it.
  const entry = links(table.entry)
  const cache = new Map<RoutePreload, string>()
  return (pathname, hasSession) => {
    const preload = preloadsFor(table.routes, pathname)
    if (!preload || (preload.signedIn && !hasSession)) return null
    let header = cache.get(preload)
    if (header === undefined) {
      header = [...entry, ...links(preload)].join(', ')
      cache.set(preload, header)
    }
    return header
  }
}
