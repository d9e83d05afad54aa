import type { RoutePreload } from '../server/lib/route-hints'

/**
 * Which built files each address needs, so the server can name them in the page's answer (stylesheets in a
 * `Link` header, scripts in index.html) and the browser fetches them with the main script instead of after it
 * (issue 12). Pure:
 * the build plugin (`route-preloads-plugin.ts`) feeds it the bundle; the table's shape and its lookup
 * belong to the server that reads it (`server/lib/route-hints.ts`).
 */

/** What the plugin knows of one built chunk. */
export interface ChunkInfo {
  fileName: string
  /** The route modules whose screen this chunk holds, relative to src/routes (`_app/dashboard.tsx`). */
  routeFiles: string[]
  imports: string[]
  css: string[]
}

/**
 * The address segments of a route file, by TanStack Router's file conventions: folders and dots separate
 * segments, `_name` is a pathless layout, a trailing `_` un-nests, `index` is the folder itself, `$x` is a
 * parameter; null for files that are not routes (`__root`, `-private` folders).
 */
export function routeSegments(routeFile: string): (string | null)[] | null {
  const parts = routeFile.replace(/\.tsx?$/, '').split(/[/.]/)
  if (parts.some((part) => part.startsWith('-') || part === '__root')) return null
  const segments: (string | null)[] = []
  for (const part of parts) {
    if (part === 'index' || part.startsWith('_')) continue
    const name = part.endsWith('_') ? part.slice(0, -1) : part
    segments.push(name.startsWith('$') ? null : name)
  }
  return segments
}

/** The route files that wrap `routeFile` (its layouts, outermost first): `_app.tsx` for `_app/x.tsx`. */
function layoutsOf(routeFile: string, routeFiles: ReadonlySet<string>): string[] {
  const folders = routeFile.split('/').slice(0, -1)
  return folders.map((_, i) => `${folders.slice(0, i + 1).join('/')}.tsx`).filter((file) => routeFiles.has(file))
}

/** Every route screen's files: its own chunk, its layouts' chunks and all they import, minus the entry's. */
export function routePreloads(chunks: readonly ChunkInfo[], entryFiles: ReadonlySet<string>): RoutePreload[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const byRoute = new Map(chunks.flatMap((chunk) => chunk.routeFiles.map((file) => [file, chunk] as const)))
  const routeFiles = new Set(byRoute.keys())
  const preloads: RoutePreload[] = []
  for (const [routeFile, chunk] of byRoute) {
    const segments = routeSegments(routeFile)
    // A pathless layout (`_app.tsx`) is no screen of its own: its screens list it.
    if (!segments || routeFile.split('/').at(-1)?.startsWith('_')) continue
    const scripts: string[] = []
    const styles: string[] = []
    const visit = (fileName: string) => {
      const info = byFile.get(fileName)
      if (!info || entryFiles.has(fileName) || scripts.includes(fileName)) return
      scripts.push(fileName)
      for (const css of info.css) if (!styles.includes(css)) styles.push(css)
      for (const next of info.imports) visit(next)
    }
    for (const layout of layoutsOf(routeFile, routeFiles)) visit((byRoute.get(layout) as ChunkInfo).fileName)
    visit(chunk.fileName)
    preloads.push({ segments, signedIn: routeFile.startsWith('_app/'), scripts, styles })
  }
  return preloads
}
