import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { launch } from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import { throttling } from 'lighthouse/core/config/constants.js'
import { cpuSlowdownFor } from './cpu-calibration'
import { startHttp2Front } from './http2-front'
import { type MainThreadTime, mainThreadTime, type TraceEvent } from './main-thread-time'
import { startServer } from './server-process'

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The HTTP/2 front's certificate is a throwaway self-signed one.
  '--ignore-certificate-errors',
]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
] as const

/** One Lighthouse report. */
type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

/**
 * One page load, scored twice: with the preset's 4x CPU slowdown, and with the slowdown that stands for the preset's
 * phone on the machine as fast as that run measured it (its benchmarkIndex; cpu-calibration.ts).
 */
interface Scored {
  preset: Result
  calibrated: Result
  /** The page's main thread over the load, by the clock and on the CPU (main-thread-time.ts). */
  mainThread: MainThreadTime | undefined
}

/** The flags of every run and every scoring. */
const FLAGS = { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] } satisfies Flags

/** The buyer's session cookie, from a password sign-in through the API. */
async function buyerCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/validate-user`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Domain: 'localhost', Origin: base },
    body: JSON.stringify({ AppID: 5, DomainName: 'localhost', Username: 'buyer@demo.local', Password: 'Demo@12345' }),
  })
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sid='))
  if (!res.ok || !cookie) throw new Error(`sign-in for the Lighthouse run failed: ${res.status}`)
  return cookie.split(';')[0] ?? ''
}

/**
 * One Lighthouse run (its default mobile preset: simulated slow 4G and 4x CPU) in a browser of its own, as a
 * phone opening the app for the first time, scored again with the CPU slowdown calibrated to the machine
 * (scoreCalibrated). Lighthouse clears the service worker and caches before a run but
 * leaves IndexedDB: in a shared browser, the queries an earlier run saved would be restored before this run's
 * first screen, with their code, while no service worker serves that code. No user is in that state (saved
 * queries come with the worker that serves the app), so it measured neither a first load nor a return.
 */
async function auditOnce(url: string, headers: Record<string, string>, run: number, prefix: string): Promise<Scored> {
  const artifacts = mkdtempSync(path.join(tmpdir(), 'lighthouse-artifacts-'))
  try {
    const chrome = await launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    })
    let result: Awaited<ReturnType<typeof lighthouse>>
    try {
      // Gathered to disk as well as scored, so the same load can be scored again (scoreCalibrated).
      result = await lighthouse(url, {
        ...FLAGS,
        port: chrome.port,
        extraHeaders: headers,
        gatherMode: artifacts,
        auditMode: artifacts,
      })
    } finally {
      chrome.kill()
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const scored = {
      preset: result.lhr,
      calibrated: await scoreCalibrated(artifacts, url, headers),
      mainThread: mainThreadOf(artifacts),
    }
    const out = process.env.LIGHTHOUSE_OUT
    if (out) {
      mkdirSync(out, { recursive: true })
      const page = new URL(url).pathname.replace(/\W+/g, '') || 'root'
      const name = prefix + (url.startsWith('https:') ? `h2-${page}` : page)
      writeFileSync(path.join(out, `${name}-${run}.json`), JSON.stringify(scored.preset))
      writeFileSync(path.join(out, `${name}-${run}-calibrated.json`), JSON.stringify(scored.calibrated))
    }
    return scored
  } finally {
    rmSync(artifacts, { recursive: true, force: true })
  }
}

/** Lighthouse's failures to record a load's trace, which its message meets with "Please run Lighthouse again". */
const TRACE_FAILURES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST'])
/** Loads of one run, at most, while Lighthouse fails to record the trace. */
const ATTEMPTS = 3

/**
 * One run (auditOnce), loaded again when Lighthouse failed to record its trace: once seen here on both signed-in pages
 * through the HTTP/2 front, which then printed performance 0 for a page that loads.
 */
async function audit(url: string, headers: Record<string, string>, run: number, prefix = ''): Promise<Scored> {
  for (let attempt = 1; ; attempt++) {
    const scored = await auditOnce(url, headers, run, prefix)
    const code = scored.preset.runtimeError?.code
    if (!code || !TRACE_FAILURES.has(code) || attempt === ATTEMPTS) return scored
    console.log(`  (${url}, run ${run}: Lighthouse recorded no trace, ${code}; loading it again)`)
  }
}

/**
 * Scores a gathered load again with the CPU slowdown calibrated to the benchmarkIndex that run measured just before
 * loading the page, as Lighthouse's docs ask of a machine slower than the desktop its 4x was tuned on (it warns
 * below 1,000). Lighthouse refuses to score with other settings than it gathered with, so the saved settings
 * take the new slowdown too: with simulated throttling the load itself ran unthrottled, and the slowdown is applied
 * only when the scoring simulates the phone (it also sizes requestIdleCallback's deadline during the load, which the
 * app reads nowhere). Every other setting is the load's own.
 */
async function scoreCalibrated(artifacts: string, url: string, headers: Record<string, string>): Promise<Result> {
  const file = path.join(artifacts, 'artifacts.json')
  const saved = JSON.parse(readFileSync(file, 'utf8')) as {
    BenchmarkIndex: number
    settings: { throttling: typeof throttling.mobileSlow4G }
  }
  const slowdown = cpuSlowdownFor(saved.BenchmarkIndex)
  if (slowdown === undefined) throw new Error(`benchmarkIndex ${saved.BenchmarkIndex}: too slow to stand for a phone`)
  const calibrated = { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: slowdown }
  saved.settings.throttling = calibrated
  writeFileSync(file, JSON.stringify(saved))
  const result = await lighthouse(undefined, {
    ...FLAGS,
    extraHeaders: headers,
    auditMode: artifacts,
    throttling: calibrated,
  })
  if (!result) throw new Error(`Lighthouse scored nothing again for ${url}`)
  return result.lhr
}

/** The main thread's time over the load saved in `artifacts` (its trace). */
function mainThreadOf(artifacts: string): MainThreadTime | undefined {
  const file = path.join(artifacts, 'defaultPass.trace.json')
  if (!existsSync(file)) return undefined
  const trace = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }
  return mainThreadTime(trace.traceEvents)
}

/** Each run's main-thread milliseconds on the CPU ('?' without a trace). */
const cpuOfEachRun = (scored: Scored[]) => scored.map((s) => s.mainThread?.cpuMs ?? '?').join(', ')

const performanceOf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100)

/** Each run's performance score, or the code of the error Lighthouse could not finish it with. */
const eachRun = (runs: Result[]) => runs.map((run) => run.runtimeError?.code ?? performanceOf(run)).join(', ')

/**
 * The run with the median performance score. A run Lighthouse could not finish (a runtime error such as
 * NO_NAVSTART, scored 0) is not counted unless no run finished.
 */
function medianRun(runs: Result[]): Result {
  const finished = runs.filter((run) => !run.runtimeError)
  const sorted = [...(finished.length > 0 ? finished : runs)].sort((a, b) => performanceOf(a) - performanceOf(b))
  return sorted[Math.floor((sorted.length - 1) / 2)] as Result
}

/** A report's FCP, LCP, TBT and CLS. */
const metricsOf = ({ audits }: Result): string =>
  METRICS.map(([label, id]) => {
    const value = audits[id]?.numericValue ?? Number.NaN
    return id === 'cumulative-layout-shift' ? `${label} ${value.toFixed(3)}` : `${label} ${(value / 1000).toFixed(2)} s`
  }).join('  ')

/**
 * The printed lines of the run with the median performance score, and every run's score beside it; then the same
 * for the loads scored with the CPU slowdown calibrated to each run's machine, with each run's slowdown.
 */
function describe(url: string, scored: Scored[]): string {
  const runs = scored.map((s) => s.preset)
  const median = medianRun(runs)
  const { categories, audits } = median
  const scores = CATEGORIES.map((c) => `${c} ${Math.round((categories[c]?.score ?? 0) * 100)}`).join('  ')
  const metrics = metricsOf(median)
  const failing = Object.values(audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 0.9 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'notApplicable',
    )
    .map((a) => a.id)
  const each = runs.length > 1 ? `\n              performance of each run: ${eachRun(runs)}` : ''
  // Lighthouse's own measure of this machine's speed: its 4x CPU slowdown stands for a mid phone only on a
  // machine near the desktop it was tuned on, so a slow or busy machine scores the same page lower.
  const machine = `\n              machine benchmarkIndex: ${runs.map((run) => Math.round(run.environment?.benchmarkIndex ?? 0)).join(', ')}`
  const below = failing.length ? `\n              below 0.9: ${failing.join(', ')}` : ''
  // Tasks by the clock (what the score multiplies) and on the CPU (the work itself, steadier on a shared machine).
  const thread = scored[runs.indexOf(median)]?.mainThread
  const mainThread = thread
    ? `\n              main thread: ${thread.wallMs} ms of tasks, ${thread.cpuMs} ms of them on the CPU` +
      (runs.length > 1 ? ` (on the CPU in each run: ${cpuOfEachRun(scored)} ms)` : '')
    : ''
  const calibratedRuns = scored.map((s) => s.calibrated)
  const calibratedMedian = medianRun(calibratedRuns)
  const slowdowns = calibratedRuns.map((run) => `${run.configSettings.throttling.cpuSlowdownMultiplier?.toFixed(2)}x`)
  const calibrated =
    `\n              calibrated to each run's machine (CPU ${slowdowns.join(', ')}): performance ` +
    `${performanceOf(calibratedMedian)}  ${metricsOf(calibratedMedian)}` +
    (runs.length > 1 ? `\n              calibrated performance of each run: ${eachRun(calibratedRuns)}` : '')
  return `  ${new URL(url).pathname.padEnd(11)} ${scores}\n              ${metrics}${each}${machine}${mainThread}${below}${calibrated}`
}

/** Runs Lighthouse `runs` times on one page and describes the median run. */
async function auditPage(url: string, headers: Record<string, string>, runs: number): Promise<string> {
  const results: Scored[] = []
  for (let run = 1; run <= runs; run++) results.push(await audit(url, headers, run))
  return describe(url, results)
}

/** The three pages, each audited `runs` times, at `base` (the buyer's session for the signed-in two). */
async function auditPages(base: string, cookie: string, runs: number): Promise<void> {
  console.log(await auditPage(`${base}/`, {}, runs))
  for (const path of ['/dashboard', '/catalogue']) {
    console.log(await auditPage(`${base}${path}`, { Cookie: cookie }, runs))
  }
}

/** The middle value (the lower of the two middle ones for an even count). */
const middle = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0

/**
 * One side of a comparison: each run's performance score, the medians of performance, TBT and LCP, the median
 * performance with the CPU slowdown calibrated to each run's machine, and the median of the main thread's time on
 * the CPU over the load.
 */
function side(label: string, scored: Scored[]): string {
  const runs = scored.map((s) => s.preset)
  const finished = runs.filter((run) => !run.runtimeError)
  const metric = (id: string) => middle(finished.map((run) => run.audits[id]?.numericValue ?? Number.NaN))
  const calibrated = scored.filter((s) => !s.calibrated.runtimeError).map((s) => performanceOf(s.calibrated))
  return (
    `    ${label.padEnd(10)} performance ${String(middle(finished.map(performanceOf))).padStart(3)}` +
    `  TBT ${Math.round(metric('total-blocking-time'))} ms  LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s` +
    `  calibrated ${middle(calibrated)}  main thread on the CPU ${middle(scored.flatMap((s) => s.mainThread?.cpuMs ?? []))} ms` +
    `   (each run: ${eachRun(runs)}; CPU ${cpuOfEachRun(scored)} ms)`
  )
}

/**
 * Audits each page `pairs` times on two servers, alternating which goes first (ABBA...), and prints the
 * medians of both. A shared machine's speed drifts within minutes (benchmarkIndex 1,000 to 1,900, TBT of one
 * build 200 to 1,000 ms), so two builds measured one after the other compare the machine's moments, not the
 * builds; interleaved, both meet the same moments.
 */
async function comparePages(a: string, b: string, cookies: [string, string], pairs: number): Promise<void> {
  for (const page of ['/', '/dashboard', '/catalogue']) {
    const headers = (i: number): Record<string, string> => (page === '/' ? {} : { Cookie: cookies[i] ?? '' })
    const runs: [Scored[], Scored[]] = [[], []]
    for (let pair = 0; pair < pairs; pair++) {
      const order = pair % 2 === 0 ? [0, 1] : [1, 0]
      for (const i of order) {
        runs[i]?.push(await audit(`${i === 0 ? a : b}${page}`, headers(i), pair + 1, i === 0 ? '' : 'compared-'))
      }
    }
    console.log(`  ${page}`)
    console.log(side('this build', runs[0]))
    console.log(side('compared', runs[1]))
  }
}

/**
 * npm run bench -- lighthouse: Lighthouse (mobile) on /, and signed in as the buyer on /dashboard and /catalogue,
 * twice: straight from the server over HTTP/1.1 as `npm start` serves it, and through an HTTPS front speaking
 * HTTP/2, as a deployment's reverse proxy serves the installed app. LIGHTHOUSE_RUNS=n audits each page n times
 * and prints the run with the median performance score (a shared machine is noisy), each scored with the preset's
 * 4x CPU and calibrated to the machine (scoreCalibrated); LIGHTHOUSE_OUT=dir keeps each report as <page>-<run>.json
 * and <page>-<run>-calibrated.json (h2-<page>-... through the front). LIGHTHOUSE_COMPARE=dir compares this
 * build with another (compareBuilds; the other build's reports are compared-<page>-<run>.json).
 */
export async function benchLighthouse(port: number, dataDir: string): Promise<void> {
  const other = process.env.LIGHTHOUSE_COMPARE
  if (other) return compareBuilds(port, dataDir, other)
  // Behind the front the server is told the request came over HTTPS, as behind a deployment's proxy.
  const server = await startServer(dataDir, port, { TRUST_PROXY: 'true' })
  const front = await startHttp2Front(port, port + 100)
  try {
    console.log('\nLighthouse 12 (mobile preset: simulated slow 4G, 4x CPU), Debian Chromium')
    console.log(
      '  goal: performance >= 95 on each; on / FCP <= 1.8 s, LCP <= 2.5 s; accessibility 100; best practices >= 96',
    )
    const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1)
    if (runs > 1) console.log(`  each page ${runs} times; the run with the median performance score is shown`)
    const cookie = await buyerCookie(server.url)
    console.log('  straight from the server, HTTP/1.1 (npm start):')
    await auditPages(server.url, cookie, runs)
    console.log("  through an HTTPS front with HTTP/2 (a deployment's reverse proxy):")
    await auditPages(front.url, cookie, runs)
  } finally {
    await front.stop()
    await server.stop()
  }
}

/**
 * LIGHTHOUSE_COMPARE=dir: this build (dist/) against another build's output folder (`npx vite build --outDir dir`),
 * each served by a server of its own over HTTP/1.1, on a database of its own, audited in interleaved pairs
 * (LIGHTHOUSE_RUNS pairs per page, at least 4), with the medians of each printed.
 */
async function compareBuilds(port: number, dataDir: string, other: string): Promise<void> {
  const staticDir = path.resolve(other)
  if (!existsSync(path.join(staticDir, 'index.html'))) {
    throw new Error(`LIGHTHOUSE_COMPARE: ${staticDir} holds no index.html; build it with npx vite build --outDir`)
  }
  const started = await Promise.allSettled([
    startServer(path.join(dataDir, 'this'), port),
    startServer(path.join(dataDir, 'compared'), port + 1, { STATIC_DIR: staticDir }),
  ])
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
  const [a, b] = servers
  try {
    const failed = started.find((s) => s.status === 'rejected')
    if (failed || !a || !b) throw failed?.reason ?? new Error('a server for the comparison did not start')
    const pairs = Math.max(4, Number(process.env.LIGHTHOUSE_RUNS ?? 4) || 4)
    console.log('\nLighthouse 12 (mobile preset: simulated slow 4G, 4x CPU), Debian Chromium, HTTP/1.1')
    console.log(`  this build (dist/) against ${staticDir}: ${pairs} interleaved pairs per page, medians`)
    await comparePages(a.url, b.url, [await buyerCookie(a.url), await buyerCookie(b.url)], pairs)
  } finally {
    await Promise.all(servers.map((server) => server.stop()))
  }
}
