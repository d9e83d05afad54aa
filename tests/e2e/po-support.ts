import { type Browser, expect, type Locator, type Page } from '@playwright/test'
import { unique } from './catalogue-support'
import { captureScreens, DEMO_PASSWORD, DESKTOP, signIn } from './support'

/** Saves screens/po-{name}.png at desktop width and po-{name}-phone.png at phone width. */
export function poScreens(page: Page, name: string): Promise<void> {
  return captureScreens(page, `po-${name}`)
}

/** A page of its own (cookies, storage) signed in as the given user. */
export async function pageAs(browser: Browser, email: string, passwords = [DEMO_PASSWORD]): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP })).newPage()
  await signInWithAny(page, email, passwords)
  return page
}

/**
 * Signs the page in with the first of the passwords that works (another journey may have changed
 * the account's password); the last one goes through `signIn`, which fails the test with its reason.
 */
export async function signInWithAny(page: Page, email: string, passwords: readonly string[]): Promise<void> {
  for (const [i, password] of passwords.entries()) {
    if (i === passwords.length - 1) return signIn(page, email, password)
    await page.goto('/')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    const outcome = await Promise.race([
      page.waitForURL(/\/dashboard$/).then(() => 'in' as const),
      page
        .getByText('Invalid credentials')
        .waitFor()
        .then(() => 'refused' as const),
    ])
    if (outcome === 'in') return
  }
}

/** The forgot-password journey (first-login.spec) gives the warehouse account this password. */
export const WAREHOUSE_PASSWORDS = [DEMO_PASSWORD, 'Warehouse#2026']

/** Registers a supply partner as the buyer and has the approver activate it; returns its name. */
export async function activeVendor(buyer: Page, approver: Page): Promise<string> {
  const name = unique('PO Vendor ')
  await buyer.goto('/New-Supply-Partner')
  await buyer.getByLabel(/^Name:/).fill(name)
  await buyer.getByLabel(/^Contact Person:/).fill('Meena Rao')
  await buyer.getByLabel(/^E-mail:/).fill('sales@povendor.example.in')
  await buyer.getByLabel(/^Phone:/).fill('+91 98765 43210')
  await buyer.getByLabel(/^Billing Address:/).fill('Plot 7, MIDC Bhosari, Pune 411026')
  await buyer.getByRole('button', { name: 'Register Supply Partner' }).click()
  await expect(buyer.getByText('Supply partner registered successfully!')).toBeVisible()

  await approver.goto(`/Manage-Supply-Partner?q=${encodeURIComponent(name)}`)
  await approver.getByRole('button', { name: `Activate ${name}` }).click()
  const dialog = approver.getByRole('dialog', { name: 'Activate supply partner' })
  await dialog.getByRole('button', { name: 'Activate' }).click()
  await expect(approver.getByText(`${name} is now Active`)).toBeVisible()
  return name
}

/** A day `days` from today as YYYY-MM-DD (local time, as the date fields read it). */
export function dayFromToday(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Picks an option of a Mantine select by the select's accessible name. */
export async function choose(page: Page, scope: Page | Locator, select: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: select, exact: true }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/**
 * Types an option's name into a searchable select and picks it by the keyboard, as someone typing
 * would. A click would race the dropdown: Mantine hides it once scrolling to the option carries the
 * field out of view.
 */
export async function pickByTyping(page: Page, select: string, option: string): Promise<void> {
  const field = page.getByRole('combobox', { name: select, exact: true })
  const choice = page.getByRole('option', { name: option, exact: true })
  await field.fill(option)
  await expect(choice).toHaveCount(1)
  // Picked: a select closes its list, a multi-select drops the picked option from it. Again if a
  // search answered from the server redrew the list between the two keys.
  await expect(async () => {
    if ((await choice.count()) === 0) return
    await field.press('ArrowDown')
    await field.press('Enter')
    await expect(choice).toHaveCount(0, { timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
}

/** Types a day into a date field and leaves it, so the field reads it. */
export async function typeDay(page: Page, label: string, day: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label, exact: true })
  await field.fill(day)
  await field.press('Escape')
  await field.blur()
}

/** Fills one row of the item table. */
export async function fillLine(
  page: Page,
  row: number,
  line: { name: string; spec?: string; quantity: string; unit: string; rate: string; gst: string },
): Promise<void> {
  await page.getByLabel(`Product name, line ${row}`).fill(line.name)
  if (line.spec) await page.getByLabel(`Specification, line ${row}`).fill(line.spec)
  await page.getByLabel(`Quantity, line ${row}`).fill(line.quantity)
  await choose(page, page, `Unit of measure, line ${row}`, line.unit)
  await page.getByLabel(`Budgeted rate, line ${row}`).fill(line.rate)
  await choose(page, page, `GST, line ${row}`, line.gst)
}

/** Every form control of the PO form that is not disabled (view mode must have none). */
export async function enabledControls(page: Page): Promise<string[]> {
  return page
    .getByRole('form', { name: 'Purchase order' })
    .evaluate((form) =>
      [...form.querySelectorAll<HTMLInputElement | HTMLButtonElement | HTMLTextAreaElement>('input, textarea, button')]
        .filter((el) => el.type !== 'hidden' && !el.disabled)
        .map((el) => el.getAttribute('aria-label') ?? el.id ?? el.outerHTML.slice(0, 80)),
    )
}
