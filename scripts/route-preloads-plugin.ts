import type { Plugin } from 'vite'
import type { PreloadTable } from '../server/lib/route-hints'
import { type ChunkInfo, routePreloads } from './route-preloads'

/** Where the build writes the table the server reads (`server/lib/route-hints.ts`). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json'

const ROUTE_SCREEN = /[\\/]src[\\/]routes[\\/](.+\.tsx)\?tsr-split=component/

/**
 * Writes `route-preloads.json`: for each address, the chunks and stylesheets its screen loads
 * beyond the entry, so a page load can name them (server/lib/route-hints.ts; issue 12).
 */
export function routePreloadsTable(): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkInfo[] = []
      const entry = new Set<string>()
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const routeFiles = output.moduleIds.flatMap((id) => {
          const match = ROUTE_SCREEN.exec(id)
          return match?.[1] ? [match[1].replaceAll('\\', '/')] : []
        })
        const css = [...(output.viteMetadata?.importedCss ?? [])]
        chunks.push({ fileName: output.fileName, routeFiles, imports: output.imports, css })
        if (output.isEntry) entry.add(output.fileName)
      }
      // The entry's own imports come with the page's script tag already.
      for (const fileName of [...entry]) {
        const queue = [fileName]
        while (queue.length) {
          const name = queue.pop()
          for (const imported of chunks.find((chunk) => chunk.fileName === name)?.imports ?? []) {
            if (entry.has(imported)) continue
            entry.add(imported)
            queue.push(imported)
          }
        }
      }
      const entryChunks = chunks.filter((chunk) => entry.has(chunk.fileName))
      const table: PreloadTable = {
        // The entry's stylesheets lead the hints; its scripts index.html names itself.
        entry: { styles: [...new Set(entryChunks.flatMap((chunk) => chunk.css))] },
        routes: routePreloads(chunks, entry),
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(table) })
    },
  }
}
