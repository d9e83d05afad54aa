import type { OutputBundle } from 'rolldown'
import { describe, expect, it } from 'vitest'
import { COMPILE_HINT, compileHints } from '../../../scripts/compile-hints-plugin'

const chunk = (name: string, isEntry = false) => ({
  type: 'chunk' as const,
  name,
  isEntry,
  fileName: `assets/${name}-abc123.js`,
  code: 'const __vite__mapDeps=(i)=>i;import{a}from"./x.js";',
})

/** Runs the plugin's generateBundle over a bundle, as Vite does after writing the chunks' code. */
function run(bundle: Record<string, ReturnType<typeof chunk> | { type: 'asset'; fileName: string; source: string }>) {
  const hook = compileHints().generateBundle
  if (!hook || typeof hook !== 'object') throw new Error('generateBundle is not an ordered hook')
  expect(hook.order).toBe('post')
  // biome-ignore lint/suspicious/noExplicitAny: the plugin context is not used
  hook.handler.call({} as any, {} as any, bundle as unknown as OutputBundle, false)
  return bundle
}

describe('compileHints: the chunks a first screen runs start with V8’s compile hint (issue 12)', () => {
  it('marks the entry, the signed-in layout and the common kit, as their first line', () => {
    const bundle = run({ index: chunk('index', true), shell: chunk('app-shell'), common: chunk('common') })
    for (const file of Object.values(bundle)) {
      if (file.type !== 'chunk') continue
      expect(file.code.startsWith(COMPILE_HINT)).toBe(true)
      expect(file.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad')
      expect(file.code.slice(COMPILE_HINT.length)).toBe(chunk('x').code)
    }
  })

  it('leaves route chunks, shared chunks and assets as they were', () => {
    const css = { type: 'asset' as const, fileName: 'assets/index.css', source: 'body{}' }
    const route = chunk('catalogue')
    const shared = chunk('shared')
    run({ route, shared, css })
    expect(route.code).toBe(chunk('x').code)
    expect(shared.code).toBe(chunk('x').code)
    expect(css.source).toBe('body{}')
  })
})
