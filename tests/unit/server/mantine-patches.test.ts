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
const NOTIFICATIONS = path.join(ROOT, 'node_modules/@mantine/notifications/esm/Notifications.mjs')
const SHELL_PARTS = ['Header', 'Footer', 'Aside'].map((part) =>
  path.join(ROOT, `node_modules/@mantine/core/esm/components/AppShell/AppShell${part}/AppShell${part}.mjs`),
)

describe('mantinePatches: the Mantine start-up work the build leaves out (issue 12)', () => {
  it('patches the installed modules, each once', () => {
    for (const file of [USE_ID, DEFAULTS, RESIZING, SCROLL_AREA, ...SHELL_PARTS, NOTIFICATIONS]) {
      const code = readFileSync(file, 'utf8')
      expect(patchMantine(code, file)).not.toBe(code)
    }
    expect(MANTINE_PATCHES).toHaveLength(6)
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

  it("AppShell's header, footer and aside take their scroll-bar class from the constants, not RemoveScroll", async () => {
    const { RemoveScroll } = await import('react-remove-scroll')
    const { zeroRightClassName } = await import('react-remove-scroll-bar/constants')
    // The same class name react-remove-scroll pads when it locks the page's scroll.
    expect(zeroRightClassName).toBe(RemoveScroll.classNames.zeroRight)
    for (const file of SHELL_PARTS) {
      const patched = patchMantine(readFileSync(file, 'utf8'), file)
      expect(patched).not.toContain('"react-remove-scroll"')
      expect(patched).toContain('import { zeroRightClassName } from "react-remove-scroll-bar/constants";')
      expect(patched).toContain('[zeroRightClassName]: ctx.offsetScrollbars')
    }
  })

  it('the toast container takes its full-width class from the same constants', async () => {
    const { RemoveScroll } = await import('react-remove-scroll')
    const { fullWidthClassName } = await import('react-remove-scroll-bar/constants')
    expect(fullWidthClassName).toBe(RemoveScroll.classNames.fullWidth)
    const patched = patchMantine(readFileSync(NOTIFICATIONS, 'utf8'), NOTIFICATIONS)
    expect(patched).not.toContain('RemoveScroll')
    expect(patched.match(/getStyles\("root", \{ className: fullWidthClassName \}\)/g)).toHaveLength(2)
  })

  it('fails the build when an upgrade changed a patched module', () => {
    expect(() => patchMantine('function useId$1(staticId) { return staticId }', USE_ID)).toThrow(/review the patch/)
  })

  it('leaves every other module as it is', () => {
    const code = 'const defaultCssVariables = defaultCssVariablesResolver(DEFAULT_THEME);'
    expect(patchMantine(code, '/work/node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe(code)
  })
})
