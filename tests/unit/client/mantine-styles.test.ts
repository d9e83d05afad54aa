import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * src/mantine-styles.ts imports only the stylesheets of the Mantine components the app uses (issue 12).
 * These checks fail when a component is used without its styles (it would show unstyled), and when the
 * imports leave the order of @mantine/core/styles.css (later files override earlier ones).
 */
const ROOT = path.resolve(import.meta.dirname, '../../..')
const CORE = path.join(ROOT, 'node_modules/@mantine/core')
const GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global']

const filesUnder = (dir: string, pattern: RegExp): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return filesUnder(file, pattern)
    return pattern.test(name) ? [file] : []
  })

/** Names imported from '@mantine/core' by the app and by the other Mantine packages it uses. */
function namesUsed(): Set<string> {
  const sources = [
    ...filesUnder(path.join(ROOT, 'src'), /\.tsx?$/),
    ...['dates', 'notifications', 'dropzone'].flatMap((pkg) =>
      filesUnder(path.join(ROOT, 'node_modules/@mantine', pkg, 'esm'), /\.mjs$/),
    ),
  ]
  const names = new Set<string>()
  for (const file of sources) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g,
    )) {
      for (const entry of (list ?? '').split(',')) {
        const name = entry
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
        if (name) names.add(name)
      }
    }
  }
  return names
}

/** The stylesheets (styles/<Name>.css) the used components need: every `<Name>.module.mjs` their code reaches. */
function stylesheetsNeeded(): Set<string> {
  const index = readFileSync(path.join(CORE, 'esm/index.mjs'), 'utf8')
  const fileOf = new Map<string, string>()
  for (const [, list, from] of index.matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
    for (const entry of (list ?? '').split(',')) {
      const [original, alias] = entry.trim().split(/\s+as\s+/)
      fileOf.set((alias ?? original ?? '').trim(), path.join(CORE, 'esm', from ?? ''))
    }
  }
  const seen = new Set<string>()
  const needed = new Set(GLOBAL_STYLES)
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, relative] of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
      const target = path.resolve(path.dirname(file), relative ?? '')
      if (target.endsWith('.module.mjs')) needed.add(path.basename(target, '.module.mjs'))
      else visit(target)
    }
  }
  for (const name of namesUsed()) {
    const file = fileOf.get(name)
    if (file) visit(file)
  }
  return needed
}

/** The stylesheets src/mantine-styles.ts imports, in its order. */
function stylesheetsImported(): string[] {
  const source = readFileSync(path.join(ROOT, 'src/mantine-styles.ts'), 'utf8')
  return [...source.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css'/gm)].map(([, name]) => name ?? '')
}

describe('Mantine stylesheets', () => {
  it('imports the styles of every Mantine component the app uses, and of the components those use', () => {
    const imported = new Set(stylesheetsImported())
    const missing = [...stylesheetsNeeded()].filter((name) => !imported.has(name)).sort()
    expect(missing).toEqual([])
  })

  it("keeps the order of Mantine's full stylesheet, global styles first", () => {
    const full = readFileSync(path.join(CORE, 'styles.css'), 'utf8')
    const imported = stylesheetsImported()
    const position = (name: string) =>
      full.indexOf(readFileSync(path.join(CORE, 'styles', `${name}.css`), 'utf8').slice(0, 120))
    for (const name of imported) expect(position(name), `${name}.css in styles.css`).toBeGreaterThanOrEqual(0)
    expect(imported.slice(0, 3)).toEqual(GLOBAL_STYLES)
    expect(imported).toEqual([...imported].sort((a, b) => position(a) - position(b)))
  })
})
