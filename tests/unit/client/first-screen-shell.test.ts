// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import type { IndexHtmlTransformHook } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { firstScreenHeadings } from '../../../scripts/first-paint-plugin'
import { FIRST_SCREEN_HEADINGS, welcomeTitle } from '../../../src/lib/first-screen-headings'

/** index.html as the build writes it: the plugin's table in the shell script. */
function builtIndex(html = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8')): string {
  const transform = firstScreenHeadings().transformIndexHtml as { handler: IndexHtmlTransformHook }
  return transform.handler.call(undefined as never, html, { path: '/index.html', filename: 'index.html' }) as string
}

/**
 * Opens `pathname` with what index.html's body holds and runs its shell script, with `storage` as localStorage and,
 * when the server named who is signed in, its `<meta name="signed-in-as">`.
 */
function openAt(pathname: string, storage: Record<string, string>, signedInAs?: string): HTMLElement {
  const html = builtIndex()
  const body = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? ''
  const scripts = [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')
  const shellScripts = scripts.filter((script) => script.includes('shell-heading'))
  expect(shellScripts).toHaveLength(1)
  document.body.innerHTML = body.replace(/<script[\s\S]*?<\/script>/g, '')
  if (signedInAs !== undefined) {
    const meta = document.createElement('meta')
    meta.name = 'signed-in-as'
    meta.content = signedInAs
    document.head.append(meta)
  }
  runInNewContext(shellScripts[0] ?? '', {
    document,
    location: { pathname },
    localStorage: { getItem: (key: string) => storage[key] ?? null },
  })
  return document.getElementById('root') as HTMLElement
}

const buyer = { user: JSON.stringify({ FullName: 'Bharat Buyer' }) }

afterEach(() => {
  document.body.innerHTML = ''
  document.head.innerHTML = ''
})

describe("issue 12: index.html's shell draws the screen's heading for someone signed in on this device", () => {
  it('the catalogue: its title and line, hidden from screen readers, before the spinner', () => {
    const root = openAt('/catalogue', buyer)
    const shell = root.firstElementChild as HTMLElement
    expect(shell.className).toBe('shell')
    expect(shell.getAttribute('aria-hidden')).toBe('true')
    expect(shell.querySelector('h1')?.textContent).toBe(FIRST_SCREEN_HEADINGS['/catalogue'].title)
    expect(shell.querySelector('p')?.textContent).toBe(FIRST_SCREEN_HEADINGS['/catalogue'].description)
    expect(shell.querySelector('.shell-heading')?.classList.contains('shell-crumbs')).toBe(true)
    expect(root.querySelector('[role="status"]')?.getAttribute('aria-label')).toBe('Loading')
  })

  it("the dashboard: the welcome with the stored name, as text however the name reads, as the app's heading", () => {
    const root = openAt('/dashboard', { user: JSON.stringify({ FullName: '<img src=x onerror=alert(1)> $& Rao' }) })
    const heading = root.querySelector('.shell h1')
    expect(heading?.textContent).toBe('Welcome, <img src=x onerror=alert(1)> $& Rao')
    expect(heading?.textContent).toBe(welcomeTitle('<img src=x onerror=alert(1)> $& Rao'))
    expect(root.querySelector('img')).toBeNull()
    expect(root.querySelector('.shell p')).toBeNull()
  })

  it('the name the server sent in the page, with nothing stored on this device (its storage cleared)', () => {
    const root = openAt('/dashboard', {}, 'Bharat Buyer')
    expect(root.querySelector('.shell h1')?.textContent).toBe(welcomeTitle('Bharat Buyer'))
    expect(openAt('/catalogue', {}, 'Bharat Buyer').querySelector('.shell h1')?.textContent).toBe('Catalogue')
  })

  it("the server's name over the one this device stored (renamed since)", () => {
    const root = openAt('/dashboard', buyer, 'Bharat K. Buyer')
    expect(root.querySelector('.shell h1')?.textContent).toBe(welcomeTitle('Bharat K. Buyer'))
  })

  it.each([
    ['no stored user (signed out on this device)', '/catalogue', {}],
    ['a stored user that is not JSON', '/catalogue', { user: '{' }],
    ['a sign-out made offline still waiting', '/dashboard', { ...buyer, 'sign-out-pending': '{}' }],
    ['another screen', '/Manage-PO', buyer],
    ['the sign-in page', '/', buyer],
  ])('%s: the spinner alone', (_, pathname, storage: Record<string, string>) => {
    const root = openAt(pathname, storage)
    expect(root.querySelector('.shell')).toBeNull()
    expect(root.querySelector('[role="status"]')).not.toBeNull()
  })

  it.each([
    ['a sign-out made offline still waiting', '/dashboard', { 'sign-out-pending': '{}' }],
    ['another screen', '/Manage-PO', {}],
  ])('named by the server, %s: the spinner alone', (_, pathname, storage: Record<string, string>) => {
    const root = openAt(pathname, storage, 'Bharat Buyer')
    expect(root.querySelector('.shell')).toBeNull()
    expect(root.querySelector('[role="status"]')).not.toBeNull()
  })

  it('a build fails when index.html lost the place for the headings', () => {
    expect(() => builtIndex('<html><body><script>const heading = {}</script></body></html>')).toThrow(
      /first-screen headings/,
    )
  })
})
