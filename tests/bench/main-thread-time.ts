/** One event of a Chrome trace: the fields this reads. */
export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  /** The thread's own CPU time in the event, in microseconds, where the trace records it. */
  tdur?: number
  args?: { data?: { documentLoaderURL?: string; isLoadingMainFrame?: boolean } }
}

/** The page's main thread over a load: how long its tasks took, and how much of that it spent on the CPU. */
export interface MainThreadTime {
  tasks: number
  /** Milliseconds of tasks by the clock: what Lighthouse's simulation multiplies into blocking time. */
  wallMs: number
  /** Milliseconds of those the thread ran on a CPU: the app's work and the browser's, without waiting. */
  cpuMs: number
}

/**
 * The main thread's tasks from the page's navigation on, in a Lighthouse trace. Lighthouse times tasks by the
 * clock, so a machine sharing its CPUs (other processes, a virtual machine's quota) lengthens them by its waits:
 * here a plain 60 ms loop takes 34 ms of CPU. The CPU time is the app's and the browser's work alone, a steadier
 * figure to compare builds by than the score. Undefined when the trace holds no navigation of a page.
 */
export function mainThreadTime(events: readonly TraceEvent[]): MainThreadTime | undefined {
  const navigation = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame === true &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  )
  if (!navigation) return undefined
  const tasks = events
    .filter(
      (e) =>
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.pid === navigation.pid &&
        e.tid === navigation.tid &&
        e.ts >= navigation.ts,
    )
    .sort((a, b) => a.ts - b.ts)
  let count = 0
  let wall = 0
  let cpu = 0
  let end = Number.NEGATIVE_INFINITY
  for (const task of tasks) {
    // A task run inside another (a nested run loop) is already counted in it.
    if (task.ts < end) continue
    const duration = task.dur ?? 0
    end = task.ts + duration
    count++
    wall += duration
    cpu += task.tdur ?? duration
  }
  return { tasks: count, wallMs: Math.round(wall / 1000), cpuMs: Math.round(cpu / 1000) }
}
