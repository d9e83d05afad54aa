/**
 * Whether the app can reach the server, as the page sees it: the browser's online/offline events,
 * plus API calls that got no answer (status 0). A request that fails for want of a network counts
 * as offline until a request gets an answer again: `navigator.onLine` stays true behind a dead
 * Wi-Fi or a server that is down. Tiny and Dexie-free, so the signed-out bundle can carry it.
 */

let browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine !== false
let requestFailed = false
let listening = false
const listeners = new Set<() => void>()

/**
 * While calls fail but the browser says online (a dead server, a captive portal), the server is asked
 * this often whether it is back, so kept writes start within a second of the network returning
 * (issue 11.3). Each probe is one small GET; none runs while the browser itself says it is offline
 * (its `online` event says when that ends).
 */
export const PROBE_INTERVAL_MS = 500
let probe: (() => Promise<boolean>) | null = null
let probeTimer: ReturnType<typeof setTimeout> | undefined

function emit(): void {
  for (const listener of listeners) listener()
}

/** Keeps asking the server (the registered probe) while calls fail and the browser thinks it is online. */
function scheduleProbe(): void {
  if (probeTimer !== undefined || probe === null || !requestFailed || !browserOnline) return
  probeTimer = setTimeout(() => {
    probeTimer = undefined
    const ask = probe
    if (ask === null || !requestFailed) return
    void ask()
      .catch(() => false)
      .then((reached) => {
        reportRequestOutcome(reached)
        scheduleProbe()
      })
  }, PROBE_INTERVAL_MS)
}

/** Registers how to ask whether the server answers (the API client: GET /api/health); resolves true when it did. */
export function setConnectivityProbe(ask: (() => Promise<boolean>) | null): void {
  probe = ask
  scheduleProbe()
}

function listen(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  window.addEventListener('online', () => {
    browserOnline = true
    // The next answer decides; until then trust the browser (a request is usually on its way).
    requestFailed = false
    emit()
  })
  window.addEventListener('offline', () => {
    browserOnline = false
    emit()
  })
}

/** True when the app believes it can reach the server. */
export function isOnline(): boolean {
  return browserOnline && !requestFailed
}

/** Called by the API client after every call: `true` when the server answered, `false` when the network failed. */
export function reportRequestOutcome(reached: boolean): void {
  const failed = !reached
  if (failed === requestFailed) return
  requestFailed = failed
  emit()
  scheduleProbe()
}

/** Subscribes to connectivity changes (for useSyncExternalStore). */
export function subscribeConnectivity(listener: () => void): () => void {
  listen()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Test helper: forget what was learnt (browser state is read again). */
export function resetConnectivityForTests(): void {
  clearTimeout(probeTimer)
  probeTimer = undefined
  probe = null
  browserOnline = typeof navigator === 'undefined' ? true : navigator.onLine !== false
  requestFailed = false
  emit()
}
