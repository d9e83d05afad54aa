import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml)$/
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 256

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) yield* files(full)
    else yield full
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every text file of a build, at the highest levels. */
export function compressTree(dir: string): { files: number; bytes: number; brotli: number } {
  const totals = { files: 0, bytes: 0, brotli: 0 }
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const raw = readFileSync(file)
    if (raw.length < MIN_BYTES) continue
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    })
    writeFileSync(`${file}.br`, brotli)
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }))
    totals.files += 1
    totals.bytes += raw.length
    totals.brotli += brotli.length
  }
  return totals
}

/**
 * Precompresses the build once the service worker has been written too (vite-plugin-pwa writes it in
 * a sequential closeBundle; this one runs after it), so the server sends bytes, not CPU time (issue 12).
 */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        compressTree(outDir)
      },
    },
  }
}
