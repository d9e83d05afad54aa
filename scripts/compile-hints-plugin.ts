import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a file that starts with it has every
 * function compiled at once, on a background thread while the file streams in, instead of each one on the main
 * thread the first time it runs.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Chunks besides the entry that every signed-in first screen runs: the libraries the entry loads ('vendor', which
 * every page runs), the signed-in layout and the common kit.
 */
const FIRST_SCREEN_CHUNKS = new Set(['vendor', 'app-shell', 'common'])

/**
 * Marks the code a first screen runs from top to bottom with V8's compile hint, so the main thread spends its
 * first seconds running the app rather than compiling it (issue 12: at 4x CPU, blocking time on the dashboard
 * 315 to 243 ms and its largest paint 1.30 to 1.16 s). Route chunks stay lazily compiled: most of a screen's
 * code (its dialogs, its other tabs) does not run on arrival. Runs after Vite's own generateBundle work, so
 * the hint is the file's first line.
 */
export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue
          if (chunk.isEntry || FIRST_SCREEN_CHUNKS.has(chunk.name)) chunk.code = COMPILE_HINT + chunk.code
        }
      },
    },
  }
}
