// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** Runs every queued animation frame and idle callback (those they queue wait for the next call). */
let frames: FrameRequestCallback[] = []
let idle: IdleRequestCallback[] = []
const runFrames = () => {
  const due = frames
  frames = []
  for (const callback of due) callback(performance.now())
}
const runIdle = () => {
  const due = idle
  idle = []
  for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 })
}

/** The browser shows the frame and goes idle: two frames, the present margin, an idle period. */
async function paintAndIdle() {
  await act(async () => {
    runFrames()
    runFrames()
    await vi.advanceTimersByTimeAsync(150)
    runIdle()
    await vi.runAllTimersAsync()
  })
}

/** A fresh copy of the hook's module (it remembers, for the page's life, that a first screen was shown). */
async function loadHook(navigationType: NavigationTimingType) {
  vi.resetModules()
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: navigationType } as PerformanceNavigationTiming])
  return (await import('../../../src/lib/use-first-screen-batch')).useFirstScreenBatch
}

describe('useFirstScreenBatch: the first screen renders the top of a list, the rest once it is shown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    frames = []
    idle = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
  })
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('opened afresh: the first batch, then the whole list after the paint; a later list renders whole at once', async () => {
    const useFirstScreenBatch = await loadHook('navigate')
    const first = renderHook(() => useFirstScreenBatch(12, 4))
    expect(first.result.current).toBe(4)
    await paintAndIdle()
    expect(first.result.current).toBe(12)
    // Back to the list, or another list: whole on its first render, so a restored scroll position has its page.
    const later = renderHook(() => useFirstScreenBatch(12, 4))
    expect(later.result.current).toBe(12)
  })

  it('never asks for more than there are', async () => {
    const useFirstScreenBatch = await loadHook('navigate')
    expect(renderHook(() => useFirstScreenBatch(3, 4)).result.current).toBe(3)
  })

  it.each([
    'reload',
    'back_forward',
  ] as const)('after a %s renders the whole list at once (the scroll position comes back)', async (type) => {
    const useFirstScreenBatch = await loadHook(type)
    expect(renderHook(() => useFirstScreenBatch(12, 4)).result.current).toBe(12)
  })
})
