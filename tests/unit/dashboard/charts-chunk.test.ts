import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * The charts (recharts, @mantine/charts and its stylesheet, about 150 KB gzip) load only on the admin's
 * dashboard: only src/features/dashboard/charts/ may import them, and that folder is reached only
 * through a dynamic import(), so the bundler puts it in a chunk of its own that the sign-in page and
 * the other screens never fetch.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..')
const SRC = path.join(ROOT, 'src')
const CHARTS = path.join(SRC, 'features/dashboard/charts')

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return sources(file)
    return /\.(ts|tsx|css)$/.test(name) ? [file] : []
  })

const relative = (file: string) => path.relative(ROOT, file)
/** Static imports and re-exports (`import … from`, `import '…'`, `export … from`), not `import()`. */
const staticImports = (text: string) =>
  [...text.matchAll(/^\s*(?:import|export)\s+(?:[^'"()]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? '')

describe('the charts chunk', () => {
  it('is the only code importing recharts and @mantine/charts', () => {
    const importers = sources(SRC).filter((file) =>
      staticImports(readFileSync(file, 'utf8')).some((from) => /^(recharts|@mantine\/charts)(\/|$)/.test(from)),
    )
    expect(importers.length).toBeGreaterThan(0)
    expect(importers.filter((file) => !file.startsWith(CHARTS)).map(relative)).toEqual([])
  })

  it('is reached from outside only by a dynamic import()', () => {
    const outside = sources(SRC).filter((file) => !file.startsWith(CHARTS))
    const staticToCharts = outside.filter((file) =>
      staticImports(readFileSync(file, 'utf8')).some((from) =>
        path.resolve(path.dirname(file), from).startsWith(CHARTS),
      ),
    )
    expect(staticToCharts.map(relative)).toEqual([])
    const dynamic = outside.filter((file) =>
      /import\(\s*['"][./]+charts\/admin-charts['"]\s*\)/.test(readFileSync(file, 'utf8')),
    )
    expect(dynamic.map(relative)).toEqual(['src/features/dashboard/components/admin-dashboard.tsx'])
  })
})
