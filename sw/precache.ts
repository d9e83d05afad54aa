import { PrecacheController, type PrecacheEntry, PrecacheRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { forEachAtMost } from './at-most'

declare const self: ServiceWorkerGlobalScope

/**
 * Files fetched at once while the worker installs. Workbox's own install fetches one at a time
 * (GoogleChrome/workbox#2528), so a first visit over slow 4G paid a round trip per file before the app
 * opened offline; four at once leave the page two of the browser's six connections to the server
 * (`npm run bench -- offline` prints the time to offline-ready, issue 12).
 */
const INSTALL_CONCURRENCY = 4

/**
 * Precaches the build's files and answers requests for them from the cache (workbox-precaching's
 * precacheAndRoute), installing several files at a time. Returns the controller, for the navigation route.
 */
export function precacheApp(entries: Array<PrecacheEntry | string>): PrecacheController {
  const controller = new PrecacheController()
  controller.addToCacheList(entries)
  self.addEventListener('install', (event) => event.waitUntil(install(controller, event)))
  // activate() removes files the new build dropped; it holds the event open itself.
  self.addEventListener('activate', (event) => void controller.activate(event))
  registerRoute(new PrecacheRoute(controller))
  return controller
}

/**
 * What PrecacheController.install does, with several files in flight: a file already in the cache is not
 * fetched again (an update fetches only what changed), and any failure fails the install, which the browser
 * tries again later. A file with a revision (same name, new content) bypasses the HTTP cache; a hashed file
 * may come from it, where the page's own load left it.
 */
function install(controller: PrecacheController, event: ExtendableEvent): Promise<void> {
  return forEachAtMost([...controller.getURLsToCacheKeys()], INSTALL_CONCURRENCY, async ([url, cacheKey]) => {
    const request = new Request(url, {
      integrity: controller.getIntegrityForCacheKey(cacheKey),
      cache: cacheKey === url ? 'default' : 'reload',
      credentials: 'same-origin',
    })
    await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }))
  })
}
