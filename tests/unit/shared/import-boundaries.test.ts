import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// The import boundaries are Biome rules (biome.json overrides, `npm run lint`); these run Biome itself.
const ROOT = join(import.meta.dirname, '../../..')
const BIOME = join(ROOT, 'node_modules/@biomejs/biome/bin/biome')

interface BiomeReport {
  diagnostics: { category: string; location: { path: { file: string } } }[]
}

/** The files Biome's boundary rule flags under `dir`. */
function boundaryViolations(dir: string, target: string): string[] {
  const args = ['lint', '--vcs-enabled=false', '--only=style/noRestrictedImports', '--reporter=json', target]
  const run = spawnSync(process.execPath, [BIOME, ...args], { cwd: dir, encoding: 'utf8' })
  const report = JSON.parse(run.stdout) as BiomeReport
  return report.diagnostics
    .filter((d) => d.category === 'lint/style/noRestrictedImports')
    .map((d) => d.location.path.file)
    .sort()
}

const scratch = mkdtempSync(join(tmpdir(), 'boundaries-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Writes a module at `path` (under src/) that imports `from`. */
function fixture(path: string, from: string): string {
  const file = join(scratch, 'src', path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `import { x } from '${from}'\n\nexport const y = x\n`)
  return `src/${path}`
}

describe('import boundaries (biome.json, run by npm run lint)', () => {
  it('fails on imports against the direction and passes the allowed ones', () => {
    copyFileSync(join(ROOT, 'biome.json'), join(scratch, 'biome.json'))
    const bad = [
      fixture('components/widget.tsx', '../features/cart/api'),
      fixture('components/shell/menu.tsx', '../../app/navigation'),
      fixture('lib/helper.ts', '../features/orders/queries'),
      fixture('shared/rule.ts', '../lib/session-store'),
      fixture('features/cart/components/line.tsx', '../../catalogue/api'),
      fixture('features/cart/pay.ts', '../checkout/checkout-mutation'),
      fixture('features/categories/mutations.ts', '../products/mutations'),
      fixture('features/orders/components/page.tsx', '../../checkout/checkout-values'),
      fixture('features/purchase-orders/list/components/table.tsx', '../../../products/queries'),
    ]
    fixture('features/catalogue/components/card.tsx', '../../cart/components/add-to-cart-form')
    fixture('features/checkout/components/page.tsx', '../../orders/mutations')
    fixture('features/categories/invalidate.ts', '../products/query-keys')
    fixture('features/cart/components/marker.tsx', '../../offline/components/pending-marker')
    fixture('features/purchase-orders/form/components/vendor.tsx', '../../../suppliers/queries')
    fixture('features/products/components/form.tsx', '../../../lib/offline/outbox-client')
    fixture('app/layout.tsx', '../features/auth/session')

    expect(boundaryViolations(scratch, 'src')).toEqual(bad.sort())
  })

  it('holds in the real tree', () => {
    expect(boundaryViolations(ROOT, 'src')).toEqual([])
  })

  it('gives every feature its own rule, and the features it allows never import each other in a circle', () => {
    const config = JSON.parse(readFileSync(join(ROOT, 'biome.json'), 'utf8')) as {
      overrides: { includes: string[]; linter: { rules: { style: { noRestrictedImports: { options: unknown } } } } }[]
    }
    const features = readdirSync(join(ROOT, 'src/features')).sort()
    const allowed = new Map<string, string[]>()
    for (const feature of features) {
      const override = config.overrides.find((o) => o.includes.includes(`src/features/${feature}/**`))
      expect(override, `features/${feature} has no boundary rule in biome.json`).toBeDefined()
      const options = override?.linter.rules.style.noRestrictedImports.options as { patterns: { group: string[] }[] }
      const banned = options.patterns.flatMap((p) => p.group)
      allowed.set(
        feature,
        features.filter((other) => other !== feature && !banned.includes(`**/${other}/**`)),
      )
    }
    const visit = (feature: string, path: string[]): void => {
      expect(path, `import cycle ${[...path, feature].join(' → ')}`).not.toContain(feature)
      for (const next of allowed.get(feature) ?? []) visit(next, [...path, feature])
    }
    for (const feature of features) visit(feature, [])
  })
})
