import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A change made to one module's source while it is built, with the build's id to give it. */
interface Change {
  label: string
  /** The module's path from the project's root, and the text it gets in place of another. */
  file?: string
  from?: string
  to?: string
  buildId: string
}

const CHANGES: readonly Change[] = [
  { label: 'a new deploy of the same code (its own build id)', buildId: 'bench-update-2' },
  {
    label: "one line of a screen's own code (the catalogue's empty-grid text)",
    file: 'src/features/catalogue/components/catalogue-page.tsx',
    from: 'There are no products in',
    to: 'No products are in',
    buildId: 'bench-update-1',
  },
  {
    label: 'one line of the signed-in navigation (a menu label)',
    file: 'src/app/navigation.ts',
    from: "label: 'Catalogue', to: '/catalogue'",
    to: "label: 'Shop catalogue', to: '/catalogue'",
    buildId: 'bench-update-1',
  },
]

/** The kinds of file the service worker precaches (vite.config.ts's globPatterns, and the web app manifest). */
const PRECACHED = /\.(js|css|html|png|ico|woff2|webmanifest)$/

/** Every file of those kinds in a build but the worker itself, by path, with its bytes. */
function precachedFiles(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const relative = path.join(sub, name)
      if (statSync(path.join(dir, relative)).isDirectory()) walk(relative)
      else if (PRECACHED.test(name) && relative !== 'sw.js') files.set(relative, readFileSync(path.join(dir, relative)))
    }
  }
  walk('')
  return files
}

/** The bytes sent for a file: its brotli copy's size when the build wrote one. */
function sentBytes(dir: string, file: string, body: Buffer): number {
  const brotli = path.join(dir, `${file}.br`)
  return existsSync(brotli) ? statSync(brotli).size : body.length
}

/**
 * Builds the app into `outDir` with the given build id, and `change` made to its source on the way
 * (update-build.ts), in a process of its own: a build loads React to write the theme's stylesheet, and in a process
 * that has loaded it already for another bench the two copies would not match.
 */
function buildWith(outDir: string, change: Change | undefined, buildId: string): void {
  const edit = change?.file ? JSON.stringify({ file: change.file, from: change.from, to: change.to }) : ''
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'tests/bench/update-build.ts', outDir, edit], {
    env: { ...process.env, BUILD_ID: buildId },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (built.status !== 0) throw new Error(`the build for "${change?.label ?? 'the base'}" failed`)
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`

/**
 * npm run bench -- update: what an installed app downloads when a new version is deployed. The service worker
 * fetches every precached file whose name or content changed (hashed names change with their content); this builds
 * the app once, then again with one small change at a time, and prints how many of the precached files differ
 * and their bytes as sent (brotli).
 */
export function benchUpdate(): void {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-update-'))
  try {
    const base = path.join(root, 'base')
    buildWith(base, undefined, 'bench-update-1')
    const before = precachedFiles(base)
    const total = [...before].reduce((sum, [file, body]) => sum + sentBytes(base, file, body), 0)
    console.log('\nAn update of the installed app: the precached files a new version changes, as sent (brotli)')
    console.log(`  the app: ${files(before.size)}, ${kb(total)}`)
    for (const change of CHANGES) {
      const next = path.join(root, 'next')
      buildWith(next, change, change.buildId)
      const after = precachedFiles(next)
      const changed = [...after].filter(([file, body]) => !before.get(file)?.equals(body))
      const bytes = changed.reduce((sum, [file, body]) => sum + sentBytes(next, file, body), 0)
      console.log(`  ${change.label}: ${files(changed.length)}, ${kb(bytes)}`)
    }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
