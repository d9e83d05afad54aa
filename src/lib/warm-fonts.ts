import { yieldToMain } from './yield-to-main'

/**
 * The text styles (CSS `font` weight and size, then the family's CSS variable) of the first screens a signed-in
 * person opens: the dashboard (the installed app's start page) and the catalogue, at a phone's width and a
 * desktop's. tests/e2e/app-shell.spec.ts fails when one of those screens shows text in a style missing here: add
 * the line it names.
 */
export const FIRST_SCREEN_TEXT_STYLES: readonly string[] = [
  '400 12px var(--mantine-font-family)',
  '400 14px var(--mantine-font-family)',
  '400 16px var(--mantine-font-family)',
  '600 11px var(--mantine-font-family)',
  '600 12px var(--mantine-font-family)',
  '600 14px var(--mantine-font-family)',
  '600 16px var(--mantine-font-family)',
  '700 11px var(--mantine-font-family)',
  '700 12px var(--mantine-font-family)',
  '700 13px var(--mantine-font-family)',
  '700 14px var(--mantine-font-family)',
  '700 16px var(--mantine-font-family)',
  '700 18px var(--mantine-font-family)',
  '700 26px var(--mantine-font-family)',
  '700 32px var(--mantine-font-family)',
  '400 12px var(--mantine-font-family-monospace)',
]

/**
 * Finds, while the first screen's code and data are still on the network, the fonts its text will use.
 * A browser looks a font up (family, weight and size) the first time text in it is laid out; on a desktop Linux
 * each look-up asks the browser process and fontconfig, 1 to 4 ms each, and a first screen uses about 15: that
 * was a third of the catalogue's first layout, in the long task that shows it (issue 12). Here each style is laid
 * out on its own, hidden and off the page, in a task of its own while the main thread would be idle, so the
 * first screen's layout finds them all ready. Nothing is shown or announced; the element goes once done.
 */
export async function warmFonts(
  styles: readonly string[] = FIRST_SCREEN_TEXT_STYLES,
  pause: () => Promise<void> = yieldToMain,
): Promise<void> {
  const host = document.createElement('div')
  host.setAttribute('aria-hidden', 'true')
  host.style.cssText = 'position:fixed;top:0;left:-10000px;visibility:hidden;pointer-events:none;white-space:nowrap'
  document.body.append(host)
  try {
    for (const style of styles) {
      const sample = document.createElement('span')
      sample.style.font = style
      // Letters, digits and the rupee sign: the characters the screens' text is made of.
      sample.textContent = 'Aa 0123456789 ₹'
      host.append(sample)
      // Reading its size lays the sample out now, in this task, which looks its font up.
      void sample.offsetWidth
      await pause()
    }
  } finally {
    host.remove()
  }
}
