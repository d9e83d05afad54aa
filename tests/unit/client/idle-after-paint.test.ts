// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { idleAfterNextPaint } from '../../../src/lib/first-screen'
import { fakeFrames } from '../support/fake-frames'

let frames: ReturnType<typeof fakeFrames>
const nextFrame = () => frames.nextFrame()
const idlePeriod = () => frames.idlePeriod()

describe('idleAfterNextPaint: deferred work waits until the render is on screen and the browser is idle', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    frames = fakeFrames()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  const settled = async (promise: Promise<void>) => {
    let done = false
    void promise.then(() => {
      done = true
    })
    await Promise.resolve()
    await Promise.resolve()
    return done
  }

  it('an idle moment in the render frame itself does not release it: two frames and the margin must pass first', async () => {
    const promise = idleAfterNextPaint()
    idlePeriod()
    expect(await settled(promise)).toBe(false)
    nextFrame()
    idlePeriod()
    expect(await settled(promise)).toBe(false)
    nextFrame()
    idlePeriod()
    expect(await settled(promise)).toBe(false)
    vi.advanceTimersByTime(99)
    idlePeriod()
    expect(await settled(promise)).toBe(false)
    vi.advanceTimersByTime(1)
    idlePeriod()
    expect(await settled(promise)).toBe(true)
  })

  it('a hidden page (no animation frames) still gets its deferred work after a short wait', async () => {
    const promise = idleAfterNextPaint()
    vi.advanceTimersByTime(499)
    idlePeriod()
    expect(await settled(promise)).toBe(false)
    vi.advanceTimersByTime(101)
    idlePeriod()
    expect(await settled(promise)).toBe(true)
    // The frames arriving later ask for no second idle callback.
    nextFrame()
    nextFrame()
    expect(frames.idleWaiting()).toBe(0)
  })
})
