/**
 * Applies the stylesheets index.html preloads (see scripts/first-paint-plugin.ts) at the end of <head>
 * and resolves once they have loaded or failed; in development there are none and it resolves at once.
 * Call it before any route's code loads: a route chunk adds its own stylesheet at the end of <head>, and that
 * must come after this one to override it (tests/e2e/app-shell.spec.ts checks the order).
 */
export function applyPreloadedStylesheets(): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')]
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link')
          sheet.rel = 'stylesheet'
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin
          sheet.href = preload.href
          sheet.addEventListener('load', () => resolve())
          sheet.addEventListener('error', () => resolve())
          document.head.append(sheet)
        }),
    ),
  ).then(() => undefined)
}
