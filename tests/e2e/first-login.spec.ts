import { expect, type Page, test } from '@playwright/test'
import { DEMO_PASSWORD, expectAccessible, latestCode, logOut, signIn } from './support'

async function setNewPassword(page: Page, password: string) {
  await expect(page).toHaveURL(/\/set-password$/)
  const field = page.getByLabel('New Password', { exact: true })
  const confirm = page.getByLabel('Confirm Password', { exact: true })
  const rules: Array<[string, string]> = [
    ['short', 'Password must be at least 8 characters long'],
    ['longpassword', 'Password must contain at least one uppercase letter'],
    ['LONGPASSWORD', 'Password must contain at least one lowercase letter'],
    ['Longpassword', 'Password must contain at least one number'],
    ['Longpassword1', 'Password must contain at least one special character'],
  ]
  for (const [typed, message] of rules) {
    await field.fill(typed)
    await expect(page.getByRole('textbox', { name: 'New Password' })).toHaveAccessibleDescription(message)
  }
  await field.fill(password)
  await confirm.fill(`${password}x`)
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await expectAccessible(page)
  await confirm.fill(password)
  await page.getByRole('button', { name: 'Update Password' }).click()
  await expect(page.getByText('Password updated successfully')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard$/)
}

test('an invited user signs in with the e-mailed code and sets a password', async ({ page }) => {
  const email = 'invited@demo.local'
  await page.goto('/')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  const otp = page.getByLabel('OTP')
  await expect(otp).toBeVisible()
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(page.getByText('OTP is required')).toBeVisible()
  await otp.fill('12ab34cd5678')
  await expect(otp).toHaveValue('123456')
  await expectAccessible(page)

  const code = await latestCode(email)
  await otp.fill(code === '000000' ? '000001' : '000000')
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(page.getByText('OTP is incorrect')).toBeVisible()

  await otp.fill(code)
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await setNewPassword(page, 'Invited#2026')
  await expect(page.getByRole('heading', { name: 'Welcome, Isha Invited' })).toBeVisible()

  await logOut(page)
  await signIn(page, email, 'Invited#2026')
})

test('forgot password e-mails a code, returns to sign-in, and the code flow sets a new password', async ({ page }) => {
  const email = 'warehouse@demo.local'
  await page.goto('/forgot-password')
  await expectAccessible(page)
  await page.getByLabel('Email').fill('   ')
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Password reset instructions have been sent to your email')).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  const code = await latestCode(email)

  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('OTP').fill(code)
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await setNewPassword(page, 'Warehouse#2026')

  await logOut(page)
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Invalid credentials')).toBeVisible()
})
