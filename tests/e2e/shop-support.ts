import { expect, type Page } from '@playwright/test'
import { captureScreens } from './support'

/** Saves screens/shop-{name}.png at desktop size and shop-{name}-phone.png at phone size. */
export function shopScreens(page: Page, name: string): Promise<void> {
  return captureScreens(page, `shop-${name}`)
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
