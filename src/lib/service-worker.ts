/** How often an open tab asks the server whether a new build was deployed (issue 11.8). */
export const UPDATE_CHECK_MS = 60_000
/** Focus and visibility checks closer together than this are skipped (a user switching windows back and forth). */
const MIN_CHECK_GAP_MS = 5_000

type ApplyUpdate = () => void

let waiting: ApplyUpdate | null = null
const listeners = new Set<() => void>()

/** A new version is installed and waits: `apply` switches to it and reloads. */
export function offerUpdate(apply: ApplyUpdate | null): void {
  waiting = apply
  for (const listener of listeners) listener()
}

/** The waiting update's apply function (null when none waits), for the "Reload to update" prompt. */
export const updateStore = {
  get: (): ApplyUpdate | null => waiting,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/**
 * Calls `check` every `intervalMs`, and when the window gets focus or the tab becomes visible again
 * (at most once per few seconds), so a tab left open learns of a new build within a minute.
 * Returns a function that stops it.
 */
export function keepCheckingForUpdates(check: () => void, intervalMs = UPDATE_CHECK_MS): () => void {
  let last = Date.now()
  const run = () => {
    last = Date.now()
    check()
  }
  const soon = () => {
    if (Date.now() - last >= MIN_CHECK_GAP_MS) run()
  }
  const visible = () => {
    if (document.visibilityState === 'visible') soon()
  }
  const timer = setInterval(run, intervalMs)
  window.addEventListener('focus', soon)
  document.addEventListener('visibilitychange', visible)
  return () => {
    clearInterval(timer)
    window.removeEventListener('focus', soon)
    document.removeEventListener('visibilitychange', visible)
  }
}

/**
 * Registers the service worker and keeps asking for a new one; a new version waits and is offered
 * with "Reload to update" (update-prompt.tsx) instead of swapping mid-task. Kept writes live in
 * IndexedDB, so the new version's worker sends them (and only one version replays at a time).
 * workbox-window is loaded on demand, so it stays out of the sign-in page's first bundle.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  void import('workbox-window').then(({ Workbox }) => {
    const wb = new Workbox('/sw.js')
    wb.addEventListener('waiting', () => {
      offerUpdate(() => {
        wb.addEventListener('controlling', () => window.location.reload())
        wb.messageSkipWaiting()
      })
    })
    return wb.register().then(() => {
      keepCheckingForUpdates(() => {
        // Offline the check fails; the next one (or the next focus) tries again.
        void wb.update().catch(() => undefined)
      })
    })
  })
}
