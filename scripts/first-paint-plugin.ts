import type { Plugin } from 'vite'
import { FIRST_SCREEN_HEADINGS } from '../src/lib/first-screen-headings'

const STYLESHEET = /<link rel="stylesheet"([^>]*)>/g

/** Where index.html's shell script takes the screens' headings from. */
const HEADINGS_SLOT = '(/* first-screen headings */ {})'

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

/**
 * Writes the screens' headings (src/lib/first-screen-headings.ts) into index.html's shell script, in development
 * as in the build, so the shell and the app show one text. A build whose index.html lost the slot fails.
 */
export function firstScreenHeadings(): Plugin {
  return {
    name: 'first-screen-headings',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => {
        if (!html.includes(HEADINGS_SLOT))
          throw new Error(`index.html has no ${HEADINGS_SLOT} for the shell's headings`)
        return html.replace(HEADINGS_SLOT, `(${JSON.stringify(FIRST_SCREEN_HEADINGS)})`)
      },
    },
  }
}
