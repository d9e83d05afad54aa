import { vi } from 'vitest'

/**
 * Stand-ins for requestAnimationFrame and requestIdleCallback that run only when a test says so. Call in a
 * beforeEach (with fake timers); vi.unstubAllGlobals() in afterEach puts the browser's back.
 */
export function fakeFrames() {
  let frames: FrameRequestCallback[] = []
  let idle: IdleRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback))
  return {
    /** Runs every queued frame callback once (those they queue wait for the next call). */
    nextFrame() {
      const due = frames
      frames = []
      for (const callback of due) callback(performance.now())
    },
    /** Runs every queued idle callback once. */
    idlePeriod() {
      const due = idle
      idle = []
      for (const callback of due) callback({ didTimeout: false, timeRemaining: () => 50 })
    },
    /** Idle callbacks waiting. */
    idleWaiting: () => idle.length,
  }
}
