import type { Plugin } from 'vite'

/** What the check knows of one built chunk: its file and the chunks it imports statically. */
export interface ChunkImports {
  fileName: string
  imports: readonly string[]
}

/**
 * A circle of static imports between built chunks (`a.js → b.js → a.js`), or null when there is none.
 * In a circle a module can run before one it imports (a schema built from a still-undefined regex broke
 * Update Product once), so the build refuses one (`chunkCyclesGuard`).
 */
export function findChunkCycle(chunks: readonly ChunkImports[]): string[] | null {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]))
  const state = new Map<string, 'open' | 'done'>()
  const path: string[] = []
  const visit = (fileName: string): string[] | null => {
    state.set(fileName, 'open')
    path.push(fileName)
    for (const next of importsOf.get(fileName) ?? []) {
      if (state.get(next) === 'open') return [...path.slice(path.indexOf(next)), next]
      if (!state.has(next)) {
        const cycle = visit(next)
        if (cycle) return cycle
      }
    }
    path.pop()
    state.set(fileName, 'done')
    return null
  }
  for (const { fileName } of chunks) {
    if (state.has(fileName)) continue
    const cycle = visit(fileName)
    if (cycle) return cycle
  }
  return null
}

/**
 * Fails the build when its chunks import each other in a circle. The chunks are built without rolldown's
 * `strictExecutionOrder` (its wrapper around every module cost 17 KB brotli of a signed-in first load,
 * issue 12), which is safe only while every chunk's imports have run before it does: that is, without circles.
 */
export function chunkCyclesGuard(): Plugin {
  return {
    name: 'chunk-cycles-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [{ fileName: output.fileName, imports: output.imports }] : [],
      )
      const cycle = findChunkCycle(chunks)
      if (cycle) {
        this.error(
          `built chunks import each other in a circle: ${cycle.join(' → ')}. Change the code-splitting groups in vite.config.ts, or turn strictExecutionOrder back on.`,
        )
      }
    },
  }
}
