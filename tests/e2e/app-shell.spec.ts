import { expect, test } from '@playwright/test'
import { FIRST_SCREEN_TEXT_STYLES } from '../../src/lib/warm-fonts'
import { DESKTOP, expectAccessible, logOut, PHONE, SCREENS_DIR, settled, signIn } from './support'

const WIDE = { width: 1440, height: 900 }

test('shell at 1440 px: account menu, collapsible areas with icons, breadcrumbs from the navigation', async ({
  page,
}) => {
  await page.setViewportSize(WIDE)
  await signIn(page, 'buyer@demo.local')

  const account = page.getByRole('button', { name: 'Bharat Buyer, Buyer: account menu' })
  await account.click()
  const menu = page.getByRole('menu')
  await expect(menu.getByText('Bharat Buyer')).toBeVisible()
  await expect(menu.getByText(/^Buyer · \S/)).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
  await page.screenshot({ path: `${SCREENS_DIR}/shell-account-menu.png` })
  await expectAccessible(page)
  await page.keyboard.press('Escape')

  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  const purchasing = nav.getByRole('button', { name: 'Purchasing' })
  await expect(purchasing).toHaveAttribute('aria-expanded', 'true')
  await expect(purchasing.locator('svg').first()).toBeVisible()
  await purchasing.click()
  await expect(purchasing).toHaveAttribute('aria-expanded', 'false')
  await expect(nav.getByRole('link', { name: 'Purchase Orders' })).toHaveCount(0)
  await page.reload()
  await expect(nav.getByRole('button', { name: 'Purchasing' })).toHaveAttribute('aria-expanded', 'false')
  await nav.getByRole('button', { name: 'Purchasing' }).click()
  await nav.getByRole('link', { name: 'Purchase Orders' }).click()

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs).toHaveText(/Purchasing\s*›\s*Purchase Orders/)
  await expect(crumbs.getByRole('link')).toHaveCount(0)
  await page.goto('/Manage-PO/Create-PO')
  await expect(crumbs).toHaveText(/Purchasing\s*›\s*Purchase Orders\s*›\s*Purchase order/)
  await expect(crumbs.getByText('Purchase order', { exact: true })).toHaveAttribute('aria-current', 'page')
  await settled(page)
  await page.screenshot({ path: `${SCREENS_DIR}/shell-1440.png` })
  await crumbs.getByRole('link', { name: 'Purchase Orders' }).click()
  await expect(page).toHaveURL(/\/Manage-PO$/)

  await page.goto('/dashboard')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0)
  await logOut(page)
  await expect(page).toHaveURL(/\/$/)
})

test('shell at 390 px: the burger opens the areas, the account menu keeps name, role and tenant', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await signIn(page, 'catalogue@demo.local')
  // Opened while the Welcome toast is still up, under the header, the menu is in front of the toast.
  const account = page.getByRole('button', { name: 'Chitra Catalogue, Catalogue manager: account menu' })
  await expect(page.getByText('Welcome', { exact: true })).toBeVisible()
  await account.click()
  const name = page.getByRole('menu').getByText('Chitra Catalogue', { exact: true })
  await expect(name).toBeVisible()
  const onTop = await name.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2))
  })
  expect(onTop, 'the name in the open account menu is not covered by the toast').toBe(true)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  const burger = page.getByRole('button', { name: 'Toggle navigation' })
  await burger.click()
  await expect(nav.getByRole('button', { name: 'Catalogue' })).toBeInViewport()
  // Closed again, its off-screen links are out of the Tab order: from the header's last button Tab goes to the page.
  await burger.click()
  await expect(nav.getByRole('link', { name: 'Manage Product' })).not.toBeInViewport()
  await account.focus()
  await page.keyboard.press('Tab')
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1)
  await burger.click()
  await expect(nav.getByRole('button', { name: 'Catalogue' })).toBeInViewport()
  await settled(page)
  await page.screenshot({ path: `${SCREENS_DIR}/shell-390-nav.png` })
  await nav.getByRole('link', { name: 'Manage Product' }).click()
  await expect(page.getByRole('heading', { name: 'Manage Product', level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(/Catalogue\s*›\s*Manage Product/)

  await account.click()
  await expect(page.getByRole('menu').getByText(/^Catalogue manager · \S/)).toBeVisible()
  await settled(page)
  await page.screenshot({ path: `${SCREENS_DIR}/shell-390-menu.png` })
  await expectAccessible(page)
})

test('the dashboard and its account menu load none of the list screens’ shared code', async ({ page }) => {
  await signIn(page, 'buyer@demo.local')
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.reload()
  await page.getByRole('button', { name: 'Bharat Buyer, Buyer: account menu' }).click()
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible()
  expect(scripts.some((script) => script.startsWith('/assets/account-menu-'))).toBe(true)
  // 'common' (pickers, dialogs, pagers: about 96 KB) is the list and form screens' code; the dashboard's is common-base.
  expect(scripts.filter((script) => /^\/assets\/common-(?!base-)[\w-]+\.js$/.test(script))).toEqual([])
})

test('the catalogue’s first load names neither the dialogs’ and pickers’ code nor the floating layer', async ({
  page,
}) => {
  await signIn(page, 'buyer@demo.local')
  // The page names the scripts a first load of the screen fetches before its first paint: the entry's and, after the
  // import map, the screen's (server/lib/route-hints.ts).
  const html = await (await page.request.get('/catalogue')).text()
  const files = [
    ...html.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*? (?:href|src)="([^"]+)"/g),
  ].map((match) => match[1] ?? '')
  expect(files.some((file) => /^\/assets\/catalogue-[\w-]+\.js$/.test(file))).toBe(true)
  expect(files.some((file) => /^\/assets\/list-base-[\w-]+\.js$/.test(file))).toBe(true)
  // 'common' (dialogs, pickers, text areas) and 'overlays' (popovers, menus, focus trap): about 42 KB brotli.
  expect(files.filter((file) => /^\/assets\/(common-(?!base-)|overlays-)[\w-]+\.js$/.test(file))).toEqual([])
  // Each file is a request before the first screen, six at a time over HTTP/1.1: the entry's three (the runtime, the
  // libraries' 'vendor' chunk that an update of the app's code leaves alone, the app's own) and six of the screen's
  // (its shared code in 'common-base', 'list-base' and 'shop', not in a dozen files of 1 KB).
  expect(files.some((file) => /^\/assets\/vendor-[\w-]+\.js$/.test(file))).toBe(true)
  expect(files.filter((file) => file.endsWith('.js')).length).toBeLessThanOrEqual(9)
})

test('opened at its address, the catalogue applies the app’s stylesheet before its own and does not move as it loads', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await signIn(page, 'buyer@demo.local')
  await page.addInitScript(() => {
    const shifts: number[] = []
    Object.assign(window, { layoutShifts: shifts })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number }>) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto('/catalogue')
  await expect(page.getByRole('heading', { name: 'All products', level: 2 })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  await settled(page)
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => new URL(link.href).pathname,
    ),
  )
  // The app's stylesheets first, Mantine's components (the 'vendor' chunk's) and then the app's own: a screen's own
  // styles override them, so they must come later.
  expect(sheets.length).toBeGreaterThan(2)
  expect(sheets.slice(0, 2)).toEqual([
    expect.stringMatching(/^\/assets\/vendor-[\w-]+\.css$/),
    expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/),
  ])
  const shift = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
  )
  expect(shift).toBeLessThan(0.01)
})

test('the fonts looked up before the first screen are the ones the dashboard and the catalogue show text in', async ({
  page,
}) => {
  /** Each text style on screen (weight, size, family as computed) that the start-up font look-up does not cover. */
  const uncovered = () =>
    page.evaluate((warmed) => {
      const key = (style: CSSStyleDeclaration) => `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const probe = document.createElement('span')
      document.body.append(probe)
      const covered = new Map(
        warmed.map((font) => {
          probe.style.font = font
          return [key(getComputedStyle(probe)), font] as const
        }),
      )
      probe.remove()
      const missing = new Set<string>()
      for (const element of document.querySelectorAll<HTMLElement>('#root *')) {
        const text = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        )
        if (!text || !element.checkVisibility()) continue
        const style = getComputedStyle(element)
        if (!covered.has(key(style)))
          missing.add(
            `${style.fontWeight} ${style.fontSize} (${element.tagName.toLowerCase()}: "${element.textContent?.trim().slice(0, 30)}")`,
          )
      }
      return [...missing]
    }, FIRST_SCREEN_TEXT_STYLES)

  await signIn(page, 'buyer@demo.local')
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport)
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Welcome, Bharat Buyer', level: 1 })).toBeVisible()
    await settled(page)
    expect(await uncovered(), `dashboard at ${viewport.width} px: add these to FIRST_SCREEN_TEXT_STYLES`).toEqual([])
    await page.goto('/catalogue')
    await expect(page.getByRole('article').first()).toBeVisible()
    await settled(page)
    expect(await uncovered(), `catalogue at ${viewport.width} px: add these to FIRST_SCREEN_TEXT_STYLES`).toEqual([])
  }
})

test.describe('the shell of a screen opened at its address', () => {
  // The app's code is held back below; a service worker would serve it from its cache instead.
  test.use({ serviceWorkers: 'block' })

  test('opened at its address by someone signed in, the dashboard and the catalogue show their heading at once, where the app draws it', async ({
    page,
  }) => {
    // Nine page loads: 35 s on a busy 2-core machine, past the default 30 s.
    test.slow()
    /** The words of each heading line, their place and size on screen, and their style: the shell's or the app's. */
    const lines = (selector: string) =>
      page.evaluate(
        (selector) =>
          [...document.querySelectorAll<HTMLElement>(selector)].map((element) => {
            const range = document.createRange()
            range.selectNodeContents(element)
            const box = range.getBoundingClientRect()
            const style = getComputedStyle(element)
            return {
              text: element.textContent,
              box: [box.x, box.y, box.width, box.height].map(Math.round),
              font: `${style.fontWeight} ${style.fontSize}/${style.lineHeight}`,
              color: style.color,
            }
          }),
        selector,
      )

    await signIn(page, 'buyer@demo.local')
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport)
      for (const [path, heading, appLines] of [
        ['/dashboard', 'Welcome, Bharat Buyer', 'main h1'],
        ['/catalogue', 'Catalogue', 'main h1, main h1 + p'],
      ] as const) {
        // The app's code never arrives: what shows is index.html's shell alone.
        await page.route('**/assets/*.js', (route) => route.abort())
        await page.goto(path)
        const shell = page.locator('.shell')
        await expect(shell).toHaveAttribute('aria-hidden', 'true')
        await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
        const drawn = await lines('.shell-heading h1, .shell-heading p')
        expect(drawn[0]?.text).toBe(heading)
        await page.unroute('**/assets/*.js')

        await page.goto(path)
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible()
        await settled(page)
        await expect(shell).toHaveCount(0)
        expect(drawn, `${path} at ${viewport.width} px: the shell's heading is the app's, in its place`).toEqual(
          await lines(appLines),
        )
      }
    }

    // This device's stored user cleared, its session kept: the page the server sends names who is signed in.
    await page.evaluate(() => localStorage.removeItem('user'))
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/dashboard')
    await expect(page.locator('.shell h1')).toHaveText('Welcome, Bharat Buyer')
    await page.unroute('**/assets/*.js')
    await page.goto('/dashboard')
    await expect(page.getByRole('heading', { name: 'Welcome, Bharat Buyer', level: 1 })).toBeVisible()

    // Signed out on this device, the same address shows the spinner alone.
    await logOut(page)
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/catalogue')
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible()
    await expect(page.locator('.shell')).toHaveCount(0)
    await expect(page.getByText('Procurement Back Office')).toBeVisible()
  })
})
