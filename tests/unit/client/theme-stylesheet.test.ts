import { describe, expect, it } from 'vitest'
import { THEME_STYLESHEET_ID, themeCss, themeStylesheet } from '../../../scripts/theme-stylesheet-plugin'

describe('the theme stylesheet made at build time (issue 12)', () => {
  it("carries the theme's variables: indigo, the system font, the darker dimmed and error texts", () => {
    const css = themeCss()
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)')
    expect(css).toContain('--mantine-font-family: system-ui')
    expect(css).toMatch(
      /\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-dimmed: var\(--mantine-color-gray-7\)/,
    )
    expect(css).toMatch(
      /\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-error: var\(--mantine-color-red-8\)/,
    )
    expect(css).toContain('.mantine-hidden-from-md {display: none !important;}')
  })

  it('is served as the CSS module the app imports', () => {
    const plugin = themeStylesheet()
    const resolveId = plugin.resolveId as (id: string) => string | undefined
    const load = plugin.load as (id: string) => string | undefined
    const resolved = resolveId(THEME_STYLESHEET_ID)
    expect(resolved).toMatch(/\.css$/)
    expect(load(resolved as string)).toBe(themeCss())
    expect(resolveId('./other.css')).toBeUndefined()
  })
})
