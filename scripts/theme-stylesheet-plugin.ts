import { MantineProvider } from '@mantine/core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { Plugin } from 'vite'
import { cssVariablesResolver, theme } from '../src/theme'

/** What the app imports to get the theme's stylesheet (src/main.tsx). */
export const THEME_STYLESHEET_ID = 'virtual:theme.css'
const RESOLVED_ID = `\0${THEME_STYLESHEET_ID}`

/**
 * The CSS that MantineProvider would otherwise write into the page on every start: the theme's CSS
 * variables (indigo as the primary colour, the system font, the darker dimmed and error texts of
 * `cssVariablesResolver`) and the `hiddenFrom` / `visibleFrom` classes. It is taken from Mantine's own
 * rendering of the same provider, so it is exactly what Mantine would have injected.
 */
export function themeCss(): string {
  const html = renderToStaticMarkup(createElement(MantineProvider, { theme, cssVariablesResolver }))
  const blocks = [...html.matchAll(/<style data-mantine-styles="[^"]*">([^<]*)<\/style>/g)].map((match) => match[1])
  if (blocks.length !== 2) throw new Error(`MantineProvider rendered ${blocks.length} style blocks, 2 expected`)
  return `${blocks.join('\n')}\n`
}

/**
 * Serves `virtual:theme.css`, built from the theme when the app is built. With it the app renders its
 * MantineProvider with `withCssVariables={false}` and `withGlobalClasses={false}`: Mantine no longer
 * builds every default and theme variable, compares them and injects a <style> in the first render
 * (about 10 ms of script at full speed on this machine, issue 12). The stylesheet cannot
 * drift from the theme: it is made from it on each build and in the dev server.
 */
export function themeStylesheet(): Plugin {
  return {
    name: 'theme-stylesheet',
    resolveId: (id) => (id === THEME_STYLESHEET_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeCss() : undefined),
  }
}
