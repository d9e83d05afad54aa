// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterEach, describe, expect, it } from 'vitest'

/** index.html's body, without its scripts, and the script that checks for import maps. */
function indexBody(): { body: string; check: string } {
  const html = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8')
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
  const scripts = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')
  const checks = scripts.filter((script) => script.includes("supports('importmap')"))
  expect(checks).toHaveLength(1)
  return { body: body.replace(/<script[\s\S]*?<\/script>/g, ''), check: checks[0] ?? '' }
}

/** Opens index.html in a browser whose script elements do (or do not) support `importmap`, and runs the check. */
function openIn(browser: { supports?: (type: string) => boolean }): HTMLElement {
  const { body, check } = indexBody()
  document.body.innerHTML = body
  const HTMLScriptElement = browser.supports ? { supports: browser.supports } : {}
  runInNewContext(check, { window: { HTMLScriptElement }, HTMLScriptElement, document })
  return document.getElementById('root') as HTMLElement
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe("index.html tells a browser that cannot load the app's code so, instead of spinning for ever", () => {
  it('a browser with import maps keeps the loading spinner for the app to replace', () => {
    const root = openIn({ supports: (type) => type === 'importmap' || type === 'module' })
    expect(root.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading')
    expect(root.querySelector('[role="alert"]')).toBeNull()
  })

  it.each([
    ['knows script types but not import maps (Safari 16.0 to 16.3)', { supports: (type: string) => type === 'module' }],
    ['cannot even be asked (Safari 15)', {}],
  ])('a browser that %s is told to update, in place of the spinner', (_label, browser) => {
    const root = openIn(browser)
    const alert = root.querySelector('[role="alert"]')
    expect(alert?.textContent).toContain('Procurement Back Office')
    expect(alert?.textContent).toContain(
      'This browser is too old to run the app. Update it (Safari 16.4, Chrome 108, Firefox 108 or later), or open the app in another browser.',
    )
    expect(root.querySelector('[role="status"]')).toBeNull()
    expect(root.children).toHaveLength(1)
  })
})
