// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { UpdatePrompt } from '../../../src/features/offline/components/update-prompt'
import { keepCheckingForUpdates, offerUpdate, UPDATE_CHECK_MS } from '../../../src/lib/service-worker'
import { installJsdomShims } from '../support/jsdom-shims'

beforeAll(installJsdomShims)
afterEach(() => {
  cleanup()
  act(() => offerUpdate(null))
  vi.useRealTimers()
})

const show = () =>
  render(
    <MantineProvider>
      <UpdatePrompt />
    </MantineProvider>,
  )

describe('issue 11.8: the update prompt', () => {
  it('shows nothing until a new version waits, then a real "Reload to update" button in the tab order', () => {
    show()
    expect(screen.queryByRole('region', { name: 'Update available' })).toBeNull()
    const apply = vi.fn()
    act(() => offerUpdate(apply))
    const prompt = screen.getByRole('region', { name: 'Update available' })
    expect(prompt.textContent).toContain('A new version of the app is available.')
    const reload = screen.getByRole('button', { name: 'Reload to update' })
    expect(reload.tagName).toBe('BUTTON')
    expect(reload.tabIndex).toBe(0)
    reload.focus()
    expect(document.activeElement).toBe(reload)
    fireEvent.click(reload)
    expect(apply).toHaveBeenCalledTimes(1)
  })

  it('can be put off with Later', () => {
    show()
    act(() => offerUpdate(vi.fn()))
    fireEvent.click(screen.getByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('button', { name: 'Reload to update' })).toBeNull()
  })
})

describe('issue 11.8: an open tab asks for a new build', () => {
  it('every minute, and when the window gets focus again', () => {
    vi.useFakeTimers()
    const check = vi.fn()
    const stop = keepCheckingForUpdates(check)
    vi.advanceTimersByTime(UPDATE_CHECK_MS - 1)
    expect(check).toHaveBeenCalledTimes(0)
    vi.advanceTimersByTime(1)
    expect(check).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    window.dispatchEvent(new Event('focus'))
    expect(check).toHaveBeenCalledTimes(2)
    // Focus again right away: not asked twice in a row.
    window.dispatchEvent(new Event('focus'))
    expect(check).toHaveBeenCalledTimes(2)
    stop()
    vi.advanceTimersByTime(UPDATE_CHECK_MS * 3)
    expect(check).toHaveBeenCalledTimes(2)
  })
})
