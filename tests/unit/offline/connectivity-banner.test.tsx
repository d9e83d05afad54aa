// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { OfflineBanner } from '../../../src/features/offline/components/offline-banner'
import { formatSavedAt, oldestShownDataAt } from '../../../src/features/offline/shown-data-age'
import {
  isOnline,
  PROBE_INTERVAL_MS,
  reportRequestOutcome,
  resetConnectivityForTests,
  setConnectivityProbe,
  subscribeConnectivity,
} from '../../../src/lib/offline/connectivity'
import { installJsdomShims } from '../support/jsdom-shims'

beforeAll(installJsdomShims)
beforeEach(() => resetConnectivityForTests())
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  resetConnectivityForTests()
})

const setBrowserOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online })
  window.dispatchEvent(new Event(online ? 'online' : 'offline'))
}

describe('connectivity', () => {
  it('follows the browser events, and a call without an answer counts as offline until one gets an answer', () => {
    const seen: boolean[] = []
    const stop = subscribeConnectivity(() => seen.push(isOnline()))
    expect(isOnline()).toBe(true)
    reportRequestOutcome(false)
    expect(isOnline()).toBe(false)
    reportRequestOutcome(false)
    reportRequestOutcome(true)
    expect(isOnline()).toBe(true)
    setBrowserOnline(false)
    expect(isOnline()).toBe(false)
    reportRequestOutcome(true)
    expect(isOnline()).toBe(false)
    setBrowserOnline(true)
    expect(isOnline()).toBe(true)
    expect(seen).toEqual([false, true, false, true])
    stop()
  })

  it('asks the probe while calls fail and the browser says online, until the server answers', async () => {
    vi.useFakeTimers()
    const probe = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true)
    setConnectivityProbe(probe)
    reportRequestOutcome(false)
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS)
    expect(probe).toHaveBeenCalledTimes(1)
    expect(isOnline()).toBe(false)
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS)
    expect(probe).toHaveBeenCalledTimes(2)
    expect(isOnline()).toBe(true)
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS * 3)
    expect(probe).toHaveBeenCalledTimes(2)
  })
})

describe('oldestShownDataAt', () => {
  it('is the oldest dataUpdatedAt among queries on screen (with observers and data), ignoring the rest', () => {
    const client = new QueryClient()
    client.setQueryData(['a'], 1, { updatedAt: 5_000 })
    client.setQueryData(['b'], 2, { updatedAt: 3_000 })
    client.setQueryData(['unwatched'], 3, { updatedAt: 1_000 })
    const cache = client.getQueryCache()
    expect(oldestShownDataAt(cache)).toBeNull()
    const stops = ['a', 'b'].map((key) =>
      new QueryObserver(client, { queryKey: [key], queryFn: () => 0, enabled: false }).subscribe(() => {}),
    )
    expect(oldestShownDataAt(cache)).toBe(3_000)
    stops[1]?.()
    expect(oldestShownDataAt(cache)).toBe(5_000)
    stops[0]?.()
  })

  it('formats the time as day and time', () => {
    expect(formatSavedAt(new Date(2026, 10, 22, 12, 41).getTime())).toBe('22 Nov, 12:41')
    expect(formatSavedAt(new Date(2027, 0, 5, 9, 3).getTime())).toBe('5 Jan, 09:03')
  })
})

describe('OfflineBanner', () => {
  it('shows nothing online; offline it names when the data on screen was saved', () => {
    const client = new QueryClient()
    const at = new Date(2026, 10, 22, 12, 41).getTime()
    client.setQueryData(['po', 'list'], [], { updatedAt: at })
    const stop = new QueryObserver(client, { queryKey: ['po', 'list'], queryFn: () => [], enabled: false }).subscribe(
      () => {},
    )
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <OfflineBanner />
        </QueryClientProvider>
      </MantineProvider>,
    )
    expect(screen.queryByRole('status')).toBeNull()
    act(() => reportRequestOutcome(false))
    const banner = screen.getByRole('status')
    expect(banner.textContent).toContain('Offline — showing data saved on this device from 22 Nov, 12:41.')
    expect(banner.textContent).toContain('sent when you are back online')
    act(() => reportRequestOutcome(true))
    expect(screen.queryByRole('status')).toBeNull()
    stop()
  })
})
