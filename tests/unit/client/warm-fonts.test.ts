// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { FIRST_SCREEN_TEXT_STYLES, warmFonts } from '../../../src/lib/warm-fonts'

/** What is in the page at each pause: the samples laid out so far, and how their host hides them. */
function recorder() {
  const seen: Array<{ fonts: string[]; hidden: string | null; visibility: string; left: string }> = []
  const pause = async () => {
    const host = document.body.lastElementChild as HTMLElement
    seen.push({
      fonts: [...host.children].map((sample) => (sample as HTMLElement).style.font),
      hidden: host.getAttribute('aria-hidden'),
      visibility: host.style.visibility,
      left: host.style.left,
    })
  }
  return { seen, pause }
}

describe('warmFonts', () => {
  it('lays out one style per task, hidden from sight and from screen readers, then leaves the page as it was', async () => {
    document.body.innerHTML = '<div id="root">app</div>'
    const { seen, pause } = recorder()
    await warmFonts(['700 14px serif', '400 12px monospace'], pause)
    expect(seen.map((step) => step.fonts)).toEqual([['700 14px serif'], ['700 14px serif', '400 12px monospace']])
    expect(
      seen.every((step) => step.hidden === 'true' && step.visibility === 'hidden' && step.left === '-10000px'),
    ).toBe(true)
    expect(document.body.innerHTML).toBe('<div id="root">app</div>')
  })

  it('removes its samples even when a pause fails', async () => {
    document.body.innerHTML = ''
    await expect(warmFonts(['700 14px serif'], () => Promise.reject(new Error('stopped')))).rejects.toThrow('stopped')
    expect(document.body.children).toHaveLength(0)
  })

  it("names each first-screen style with the theme's font families, so it matches the screens' text", () => {
    expect(FIRST_SCREEN_TEXT_STYLES.length).toBeGreaterThan(0)
    for (const style of FIRST_SCREEN_TEXT_STYLES)
      expect(style).toMatch(/^[1-9]00 \d+px var\(--mantine-font-family(-monospace)?\)$/)
  })
})
