import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import autocannon from 'autocannon'

/** Latency percentiles in milliseconds. */
export interface Latency {
  p50: number
  p95: number
}

/** Runs `fn` sequentially (after a warm-up) and returns its p50 and p95 in ms. */
export async function latency(fn: () => Promise<unknown>, runs = 200, warmup = 20): Promise<Latency> {
  for (let i = 0; i < warmup; i += 1) await fn()
  const times: number[] = []
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now()
    await fn()
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  return { p50: at(0.5), p95: at(0.95) }
}

/**
 * Latency of GETs of `url` measured by a fresh client process (tests/bench/http-latency-client.ts),
 * as a phone or browser sees it: without this process's seeded data and garbage collection pauses.
 */
export async function clientLatency(
  url: string,
  headers: Record<string, string>,
  runs = 200,
  warmup = 20,
): Promise<Latency> {
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--import',
    'tsx',
    'tests/bench/http-latency-client.ts',
    JSON.stringify({ url, headers, runs, warmup }),
  ])
  return JSON.parse(stdout) as Latency
}

/** Requests per second of one URL under `connections` concurrent clients for `seconds`. */
export async function throughput(
  url: string,
  headers: Record<string, string>,
  options: { connections?: number; seconds?: number; method?: 'GET' | 'POST'; body?: string } = {},
): Promise<{ rps: number; non2xx: number }> {
  const result = await autocannon({
    url,
    method: options.method ?? 'GET',
    headers,
    body: options.body,
    connections: options.connections ?? 8,
    duration: options.seconds ?? 5,
  })
  return { rps: result.requests.average, non2xx: result.non2xx + result.errors }
}

/** A number of ms with one decimal. */
export const ms = (value: number) => `${value.toFixed(1)} ms`

/** Runs `count` tasks with `concurrency` at a time; returns requests/s and latency percentiles. */
export async function runConcurrent(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<{ rps: number } & Latency> {
  const times: number[] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < count) {
      const index = next
      next += 1
      const start = performance.now()
      await task(index)
      times.push(performance.now() - start)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0
  return { rps: count / elapsed, p50: at(0.5), p95: at(0.95) }
}

/**
 * Requests `url` until the server is settled: at least `seconds` of requests, then until ten in a
 * row answer within twice their median. A freshly started server runs ANALYZE in the background
 * (server/main.ts), and PGlite answers one query at a time, so the first seconds are not typical.
 */
export async function settle(url: string, headers: Record<string, string>, seconds = 3): Promise<void> {
  const started = performance.now()
  const recent: number[] = []
  for (;;) {
    const start = performance.now()
    const res = await fetch(url, { headers })
    await res.arrayBuffer()
    recent.push(performance.now() - start)
    if (recent.length > 10) recent.shift()
    const elapsed = (performance.now() - started) / 1000
    if (elapsed > 60) return
    if (elapsed < seconds || recent.length < 10) continue
    const median = [...recent].sort((a, b) => a - b)[5] ?? 0
    if (recent.every((t) => t <= 2 * median)) return
  }
}
