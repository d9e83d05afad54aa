// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  isOfflineFailure,
  OFFLINE_SCREEN_MESSAGE,
  PAGE_FAULT_MESSAGE,
  PageLoadError,
} from '../../../src/components/page-load-error'
import { ApiError } from '../../../src/lib/api-client'
import { installJsdomShims } from '../support/jsdom-shims'

const invalidate = vi.fn()
vi.mock('@tanstack/react-router', () => ({ useRouter: () => ({ invalidate }) }))

beforeAll(installJsdomShims)
afterEach(() => {
  cleanup()
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true })
})

const show = (error: Error) => {
  const reset = vi.fn()
  render(
    <MantineProvider>
      <PageLoadError error={error} reset={reset} info={{ componentStack: '' }} />
    </MantineProvider>,
  )
  return reset
}

describe('PageLoadError', () => {
  it('shows the offline state with Retry for a network failure', () => {
    const reset = show(new ApiError(0, 'You appear to be offline.'))
    expect(screen.getByText(OFFLINE_SCREEN_MESSAGE)).toBeTruthy()
    screen.getByRole('button', { name: 'Retry' }).click()
    expect(reset).toHaveBeenCalled()
    expect(invalidate).toHaveBeenCalled()
  })

  it('shows the offline state for any failure while the browser is offline', () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false })
    expect(isOfflineFailure(new TypeError('Failed to fetch dynamically imported module'))).toBe(true)
    show(new Error('boom'))
    expect(screen.getByText(OFFLINE_SCREEN_MESSAGE)).toBeTruthy()
  })

  it("shows the server's reason for other failures", () => {
    show(new ApiError(500, 'Database unavailable'))
    expect(screen.getByText('Database unavailable')).toBeTruthy()
    expect(screen.queryByText(OFFLINE_SCREEN_MESSAGE)).toBeNull()
  })

  it("shows a plain sentence, never a library's raw error, for a fault in the screen's code", () => {
    const raw = '[@mantine/core] Duplicate options are not supported. Option with value "6" was provided more than once'
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    show(new Error(raw))
    expect(screen.getByText(PAGE_FAULT_MESSAGE)).toBeTruthy()
    expect(screen.queryByText(raw)).toBeNull()
    expect(document.body.textContent).not.toContain('@mantine')
  })
})
