import { describe, expect, it } from 'vitest'
import { mainThreadTime, type TraceEvent } from '../../bench/main-thread-time'

const MAIN = { pid: 7, tid: 1 }
const navigation = (url: string, ts: number, where = MAIN): TraceEvent => ({
  name: 'navigationStart',
  ph: 'R',
  ...where,
  ts,
  args: { data: { documentLoaderURL: url, isLoadingMainFrame: true } },
})
const task = (ts: number, dur: number, tdur?: number, where = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts,
  dur,
  tdur,
})

describe('mainThreadTime', () => {
  it("sums the page's main-thread tasks from its navigation on, by the clock and on the CPU", () => {
    const events = [
      navigation('about:blank', 0),
      task(500, 40_000, 30_000), // before the page's navigation: the blank page's
      navigation('http://localhost:3000/catalogue', 100_000),
      task(100_500, 60_000, 20_000),
      task(200_000, 12_000, 11_000),
      task(150_000, 90_000, 90_000, { pid: 7, tid: 2 }), // another thread
      task(150_000, 90_000, 90_000, { pid: 8, tid: 1 }), // another process
      { name: 'Layout', ph: 'X', ...MAIN, ts: 201_000, dur: 5_000, tdur: 5_000 },
    ]
    expect(mainThreadTime(events)).toEqual({ tasks: 2, wallMs: 72, cpuMs: 31 })
  })

  it('counts a task run inside another once, and takes the clock where no CPU time is recorded', () => {
    const events = [
      navigation('https://example.test/', 0),
      task(1_000, 50_000, 25_000),
      task(10_000, 5_000, 5_000), // nested in the first
      task(60_000, 8_000),
    ]
    expect(mainThreadTime(events)).toEqual({ tasks: 2, wallMs: 58, cpuMs: 33 })
  })

  it('is undefined for a trace without a page navigation', () => {
    expect(mainThreadTime([navigation('about:blank', 0), task(10, 50_000, 40_000)])).toBeUndefined()
  })
})
