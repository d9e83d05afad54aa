import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** One address pattern and the files its screen loads (scripts and their stylesheets), in load order. */
export interface RoutePreload {
  /** Path segments: a literal, or null for a parameter (`$id`). */
  segments: (string | null)[]
  /** A screen of the signed-in layout (`_app`), named only to a page load with a session; else a public page. */
  signedIn: boolean
  scripts: string[]
  styles: string[]
}

/** What the build writes: the entry's own files (loaded by every page) and each screen's. */
export interface PreloadTable {
  entry: { scripts: string[]; styles: string[] }
  routes: RoutePreload[]
}

/** The files of the route `pathname` shows, preferring literal segments over parameters; null if none. */
export function preloadsFor(preloads: readonly RoutePreload[], pathname: string): RoutePreload | null {
  let parts: string[]
  try {
    parts = pathname.split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
  let best: RoutePreload | null = null
  let bestLiterals = -1
  for (const preload of preloads) {
    if (preload.segments.length !== parts.length) continue
    if (!preload.segments.every((segment, i) => segment === null || segment === parts[i])) continue
    const literals = preload.segments.filter((segment) => segment !== null).length
    if (literals > bestLiterals) {
      best = preload
      bestLiterals = literals
    }
  }
  return best
}

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
