import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { MANTINE_PATCHES, patchMantine } from '../../../scripts/mantine-patches-plugin'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const USE_ID = path.join(ROOT, 'node_modules/@mantine/hooks/esm/use-id/use-id.mjs')
const DEFAULTS = path.join(
  ROOT,
  'node_modules/@mantine/core/esm/core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
)
const RESIZING = path.join(ROOT, 'node_modules/@mantine/core/esm/components/AppShell/use-resizing/use-resizing.mjs')
const SCROLL_AREA = path.join(ROOT, 'node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs')

describe('mantinePatches: the Mantine start-up work the build leaves out (issue 12)', () => {
  it('patches the installed modules, each once', () => {
    for (const file of [USE_ID, DEFAULTS, RESIZING, SCROLL_AREA]) {
      const code = readFileSync(file, 'utf8')
      expect(patchMantine(code, file)).not.toBe(code)
    }
    expect(MANTINE_PATCHES).toHaveLength(4)
  })

  it("useId returns React's id, without a state update after mounting", () => {
    const patched = patchMantine(readFileSync(USE_ID, 'utf8'), USE_ID)
    expect(patched).not.toContain('setUuid')
    expect(patched).not.toContain('useIsomorphicEffect(')
    expect(patched).toContain('if (typeof staticId === "string") return staticId;')
    expect(patched).toMatch(/return `mantine-\$\{reactId\.replace\(\/:\/g, ""\)\}`;/)
  })

  it('builds the default CSS variables on first use, not on import', () => {
    const patched = patchMantine(readFileSync(DEFAULTS, 'utf8'), DEFAULTS)
    expect(patched).not.toMatch(/^const defaultCssVariables = /m)
    expect(patched).toMatch(
      /function removeDefaultVariables\(input\) \{\n\tdefaultCssVariables \?\?= defaultCssVariablesResolver\(DEFAULT_THEME\);/,
    )
  })

  it('AppShell starts at rest: no resizing mark on mount, whose removal restyled the whole page', () => {
    const patched = patchMantine(readFileSync(RESIZING, 'utf8'), RESIZING)
    expect(patched).toContain('useState(false);')
    expect(patched).not.toContain('useState(true);')
    // The mount effect returns before marking; a later run (a changed transition) and a window resize still mark.
    expect(patched).toMatch(
      /useIsomorphicEffect\(\(\) => \{\n\t\tif \(!mounted\.current\) \{\n\t\t\tmounted\.current = true;\n\t\t\treturn;\n\t\t\}\n\t\tsetResizing\(true\);/,
    )
    expect(patched).toMatch(/useWindowEvent\("resize", \(\) => \{\n\t\tsetResizing\(true\);/)
  })

  it("ScrollArea merges its refs with Mantine's hook, so the signed-in layout does not carry floating-ui", () => {
    const patched = patchMantine(readFileSync(SCROLL_AREA, 'utf8'), SCROLL_AREA)
    expect(patched).not.toContain('@floating-ui')
    expect(patched).not.toContain('useMergeRefs')
    expect(patched).toContain('import { useMergedRef } from "@mantine/hooks";')
    // Both ScrollArea and ScrollArea.Autosize still give the viewport every ref they were given.
    expect(patched).toContain('useMergedRef(viewportRef, localViewportRef, viewportCallbackRef);')
    expect(patched).toContain('useMergedRef(viewportRef, viewportObserverRef, viewportObserverCallbackRef);')
  })

  it('fails the build when an upgrade changed a patched module', () => {
    expect(() => patchMantine('function useId$1(staticId) { return staticId }', USE_ID)).toThrow(/review the patch/)
  })

  it('leaves every other module as it is', () => {
    const code = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);'
    expect(patchMantine(code, '/work/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe(code)
  })
})
