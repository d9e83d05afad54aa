import type { Plugin } from 'vite'

const STYLESHEET = /<link rel="stylesheet"([^>]*)>/g

/**
 * Turns the built stylesheet links into preloads, so the inline shell of index.html paints as soon as
 * the HTML arrives instead of waiting for the stylesheet (issue 12). The stylesheet still downloads at
 * once; `src/lib/stylesheets.ts` applies it at the end of <head> (after the inline shell's styles, which
 * it must override) and the app renders only after it has loaded, so nothing shows unstyled.
 */
export function preloadStylesheets(): Plugin {
  return {
    name: 'preload-stylesheets',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(STYLESHEET, '<link rel="preload" as="style"$1>'),
    },
  }
}
