// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeFrames } from '../support/fake-frames'

let frames: ReturnType<typeof fakeFrames>

/** The browser shows the frame and goes idle: two frames, the present margin, an idle period. */
async function paintAndIdle() {
  await act(async () => {
    frames.nextFrame()
    frames.nextFrame()
    await vi.advanceTimersByTimeAsync(150)
    frames.idlePeriod()
    await vi.runAllTimersAsync()
  })
}

/** A fresh copy of the hook's module (it remembers, for the page's life, that a list was shown whole). */
async function loadHook(navigationType: NavigationTimingType) {
  vi.resetModules()
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: navigationType } as PerformanceNavigationTiming])
  return (await import('../../../src/lib/use-first-screen-batch')).useFirstScreenBatch
}

describe('useFirstScreenBatch: the first screen renders the top of a list, the rest once it is shown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    frames = fakeFrames()
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('opened afresh: the first batch, then a batch more after each paint; a later list renders whole at once', async () => {
    const useFirstScreenBatch = await loadHook('navigate')
    const first = renderHook(({ total }) => useFirstScreenBatch(total, 4), { initialProps: { total: 12 } })
    expect(first.result.current).toBe(4)
    await paintAndIdle()
    expect(first.result.current).toBe(8)
    await paintAndIdle()
    expect(first.result.current).toBe(12)
    // Whole for good: a longer page in the same list (48 per page) renders at once, with nothing scheduled.
    first.rerender({ total: 48 })
    expect(first.result.current).toBe(48)
    expect(frames.idleWaiting()).toBe(0)
    // Back to the list, or another list: whole on its first render, so a restored scroll position has its page.
    const later = renderHook(() => useFirstScreenBatch(12, 4))
    expect(later.result.current).toBe(12)
    frames.nextFrame()
    frames.nextFrame()
    await act(() => vi.advanceTimersByTimeAsync(600))
    expect(frames.idleWaiting()).toBe(0)
  })

  it('never asks for more than there are', async () => {
    const useFirstScreenBatch = await loadHook('navigate')
    expect(renderHook(() => useFirstScreenBatch(3, 4)).result.current).toBe(3)
    expect(frames.idleWaiting()).toBe(0)
  })

  it('a last batch smaller than the others ends the list', async () => {
    const useFirstScreenBatch = await loadHook('navigate')
    const uneven = renderHook(() => useFirstScreenBatch(6, 4))
    expect(uneven.result.current).toBe(4)
    await paintAndIdle()
    expect(uneven.result.current).toBe(6)
    expect(frames.idleWaiting()).toBe(0)
  })

  it.each([
    'reload',
    'back_forward',
  ] as const)('after a %s renders the whole list at once (the scroll position comes back)', async (type) => {
    const useFirstScreenBatch = await loadHook(type)
    expect(renderHook(() => useFirstScreenBatch(12, 4)).result.current).toBe(12)
    // Nothing waits for a paint: the list does not render a second time after it.
    expect(frames.idleWaiting()).toBe(0)
    frames.nextFrame()
    frames.nextFrame()
    await act(() => vi.advanceTimersByTimeAsync(600))
    expect(frames.idleWaiting()).toBe(0)
  })
})
