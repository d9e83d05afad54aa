// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { UserMenu } from '../../../src/components/shell/user-menu'
import { installJsdomShims } from '../support/jsdom-shims'

beforeAll(installJsdomShims)
afterEach(cleanup)
// The wait for the first paint (two frames, a margin, then jsdom's stand-in for an idle callback) ends on its own
// timers; they must run out while this file's window still exists.
afterAll(() => new Promise((resolve) => setTimeout(resolve, 1_000)))

/** The signed-in user the header shows (spread: `role` here is the user's job, not an ARIA role). */
const account = { name: 'Bina Buyer', role: 'Buyer', tenant: 'Demo Traders' }

function renderMenu() {
  const onLogout = vi.fn()
  render(
    <MantineProvider>
      <UserMenu {...account} onLogout={onLogout} />
    </MantineProvider>,
  )
  return onLogout
}

describe('the header account menu, whose code loads after the first screen', () => {
  it('pressed before its code has loaded, it opens once loaded, keeps the focus and signs out', async () => {
    const onLogout = renderMenu()
    const button = screen.getByRole('button', { name: 'Bina Buyer, Buyer: account menu' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    button.focus()
    fireEvent.click(button)
    const logout = await screen.findByRole('menuitem', { name: 'Logout' })
    expect(screen.getByText('Buyer · Demo Traders')).toBeTruthy()
    const loaded = screen.getByRole('button', { name: 'Bina Buyer, Buyer: account menu' })
    expect(loaded.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(logout)
    expect(onLogout).toHaveBeenCalledTimes(1)
  })

  it('after the first paint and under a pointer it stays the plain button, closed, until pressed', async () => {
    renderMenu()
    const standIn = screen.getByRole('button', { name: 'Bina Buyer, Buyer: account menu' })
    fireEvent.pointerEnter(standIn)
    // Past the wait for the first paint (two frames, a 100 ms margin, then jsdom's 200 ms stand-in for idle).
    await new Promise((resolve) => setTimeout(resolve, 900))
    expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull()
    // Still the stand-in: no menu (and no floating dropdown) is set up before someone reaches for it.
    expect(screen.getByRole('button', { name: 'Bina Buyer, Buyer: account menu' })).toBe(standIn)
    fireEvent.click(screen.getByRole('button', { name: 'Bina Buyer, Buyer: account menu' }))
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeTruthy()
  })
})
