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

/** What the build writes: the entry's stylesheets (every page loads them) and each screen's files. */
export interface PreloadTable {
  entry: { styles: string[] }
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

/** What a page load names of its screen's files. */
export interface ScreenHints {
  /** The `Link` header: the stylesheets of the entry and of the screen, to preload. */
  link: string
  /** The screen's scripts beyond the entry's, for index.html to name as `<link rel="modulepreload">`. */
  scripts: readonly string[]
  /** A screen of the signed-in layout, whose page may tell its shell who is signed in (static-app.ts). */
  signedIn: boolean
}

/**
 * What an address's screen loads: a public page's (password reset, a supplier's RFQ response) always, a signed-in
 * screen's only to a page load with a session cookie; else null. The sign-in page ships in the main script, so it has
 * nothing to name.
 */
export type RouteHints = (pathname: string, hasSession: boolean) => ScreenHints | null

/**
 * Reads the build's `route-preloads.json` (scripts/route-preloads-plugin.ts): a page load then names its
 * screen's chunks and stylesheets, so they download beside the main script rather than after it has run and
 * checked the session (issue 12). A build without the table hints nothing.
 *
 * The scripts are not in the header: a `modulepreload` is parsed at once and its imports resolved, and a header
 * comes before index.html's import map (vite.config.ts, build.chunkImportMap), so the imports went to the map's keys,
 * names no file has, the map's rules for them were dropped and the app never started. A plain preload instead cost
 * the main thread about 200 ms more on a signed-in first load (the module was compiled there, not while it
 * streamed in), so index.html names them after its import map (static-app.ts).
 */
export function loadRouteHints(root: string): RouteHints {
  const file = path.join(root, 'route-preloads.json')
  const table: PreloadTable = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as PreloadTable)
    : { entry: { styles: [] }, routes: [] }
  const styles = (names: readonly string[]) => names.map((name) => `</${name}>; rel=preload; as=style; crossorigin`)
  const cache = new Map<RoutePreload, ScreenHints>()
  return (pathname, hasSession) => {
    const preload = preloadsFor(table.routes, pathname)
    if (!preload || (preload.signedIn && !hasSession)) return null
    let hints = cache.get(preload)
    if (hints === undefined) {
      // The entry's stylesheets lead: over HTTP/1.1's six connections the screen's files would otherwise queue ahead.
      hints = {
        link: [...styles(table.entry.styles), ...styles(preload.styles)].join(', '),
        scripts: preload.scripts,
        signedIn: preload.signedIn,
      }
      cache.set(preload, hints)
    }
    return hints
  }
}
