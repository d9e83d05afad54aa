import type { Plugin } from 'vite'

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g

/**
 * Moves the built stylesheet links from <head> to the end of <body>, after the inline shell, so the
 * shell paints as soon as the HTML arrives instead of waiting for the stylesheet (issue 12). The module
 * script still runs only once the stylesheet has loaded (a pending stylesheet blocks scripts), so the
 * app never renders unstyled.
 */
export function stylesheetAfterShell(): Plugin {
  return {
    name: 'stylesheet-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(STYLESHEET) ?? []
        if (links.length === 0) return html
        const body = links.map((link) => `\n    ${link.trim()}`).join('')
        return html.replace(STYLESHEET, '').replace(/\n?\s*<\/body>/, `${body}\n  </body>`)
      },
    },
  }
}
