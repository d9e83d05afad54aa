import { expect, type Page } from '@playwright/test'

/** The desktop and phone viewports every shop screen is captured at. */
export const DESKTOP = { width: 1280, height: 800 }
export const PHONE = { width: 390, height: 844 }

/** Resolves once the layout has reacted to a resize: a frame has passed and every CSS transition has ended. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** Saves test-results/screens/shop-{name}.png at desktop size and shop-{name}-phone.png at phone size. */
export async function shopScreens(page: Page, name: string): Promise<void> {
  for (const [viewport, suffix] of [
    [DESKTOP, ''],
    [PHONE, '-phone'],
  ] as const) {
    await page.setViewportSize(viewport)
    await settled(page)
    await page.screenshot({ path: `test-results/screens/shop-${name}${suffix}.png`, fullPage: true })
  }
  await page.setViewportSize(DESKTOP)
  await settled(page)
}

/** Removes every line from the signed-in user's cart through the API, so a test starts from an empty cart. */
export async function emptyCart(page: Page): Promise<void> {
  const left = await page.evaluate(async () => {
    const headers = { Domain: window.location.hostname, Accept: 'application/json' }
    const read = async () => (await (await fetch('/api/get-cart', { headers })).json()).data.CartItems
    for (const item of await read()) {
      await fetch(`/api/delete-cart-item?CartID=${item.CartID}`, { method: 'DELETE', headers })
    }
    return (await read()).length
  })
  expect(left, 'lines left in the cart').toBe(0)
}

/** A calendar day `days` from today in the browser's zone, as a date input takes it (YYYY-MM-DD). */
export function dayFromToday(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The product card of the catalogue grid with this name. */
export function productCard(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true })
}

/** The cart line with this product name. */
export function cartLine(page: Page, name: string) {
  return page.getByRole('list', { name: 'Cart items' }).getByRole('listitem', { name, exact: true })
}
