import { cleanupOutdatedCaches } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { registerImageCache } from './image-cache'
import { registerOutbox } from './outbox-wiring'
import { precacheApp } from './precache'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>
}

cleanupOutdatedCaches()
const precache = precacheApp(self.__WB_MANIFEST)

// Every route deep-links to the precached shell; the API and stored files (a PO document opened in
// a tab) are never answered from here.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/files\//] }),
)

// Product images seen online stay readable offline.
registerImageCache()

// Cart and purchase-order writes made offline are kept and sent later, exactly once.
registerOutbox()

// The first install takes control of the open page at once, so writes made offline in the very first
// session already go through the outbox. Updates still wait for 'Reload to update' (below).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

// A new version waits until the user chooses 'Reload to update'.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') void self.skipWaiting()
})
