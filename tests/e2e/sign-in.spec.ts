import { expect, test } from '@playwright/test'
import { DEMO_PASSWORD, expectAccessible, logOut, signIn } from './support'

test('password sign-in: email locks, the meter rates the password, Welcome and the dashboard', async ({ page }) => {
  await page.goto('/')
  await expectAccessible(page)
  await page.getByRole('button', { name: 'Continue' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()

  await page.getByLabel('Email').fill('buyer@demo.local')
  await page.getByRole('button', { name: 'Continue' }).click()
  const password = page.getByLabel('Password', { exact: true })
  await expect(password).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly')
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password')

  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Password is required')).toBeVisible()
  for (const [typed, level] of [
    ['abc', 'Weak'],
    ['abc123', 'Medium'],
    ['Abcdef12', 'Strong'],
  ] as const) {
    await password.fill(typed)
    await expect(page.getByText(level, { exact: true })).toBeVisible()
  }
  await expectAccessible(page)

  await password.fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Welcome', { exact: true })).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Bharat Buyer' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Dashboard/ }),
  ).toBeVisible()
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'))
  expect(stored).toMatchObject({ Username: 'buyer@demo.local', isAuthorized: true })
  await page.screenshot({ path: 'test-results/screens/dashboard.png', fullPage: true })
  await expectAccessible(page)
})

test('a wrong password shows Invalid credentials and stays on the password step', async ({ page }) => {
  await page.goto('/')
  await page.getByLabel('Email').fill('admin@demo.local')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Password', { exact: true }).fill('Wrong@12345')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Invalid credentials')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible()
})

test('guarded routes send a signed-out visitor to sign-in; unknown paths show not found', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible()
  await page.goto('/no-such-page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expectAccessible(page)
})

test('logout ends the server session, and a dead session signs the user out', async ({ page, context }) => {
  await signIn(page, 'approver@demo.local')
  await logOut(page)
  await expect(page).toHaveURL(/\/$/)
  const afterLogout = await page.request.get('/api/current-user', { headers: { Domain: 'localhost' } })
  expect(afterLogout.status()).toBe(401)
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/$/)

  await signIn(page, 'approver@demo.local')
  await context.clearCookies()
  await page.reload()
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull()
})
