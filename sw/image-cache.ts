import { registerRoute } from 'workbox-routing'
import { CacheFirst } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope

/** Cache of product images; the names are content hashes, so an entry never goes stale. */
export const IMAGE_CACHE = 'product-images-v1'
/** Most images kept; the oldest stored go first. */
const MAX_IMAGES = 2_000

/** Keeps a cache to its newest `max` entries (Cache keys come back in insertion order). */
async function trimCache(cacheName: string, max: number): Promise<void> {
  const cache = await caches.open(cacheName)
  const keys = await cache.keys()
  for (const request of keys.slice(0, Math.max(0, keys.length - max))) await cache.delete(request)
}

/**
 * Serves product images (/files/products/..., server/lib/files-app.ts, immutable content-addressed
 * names) cache-first. Only those: PO documents (/files/docs/...) are private to a tenant's users
 * and must not land in a cache every user of the device shares.
 */
export function registerImageCache(): void {
  registerRoute(
    ({ url, request }) =>
      request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/files/products/'),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [{ cacheDidUpdate: ({ cacheName }) => trimCache(cacheName, MAX_IMAGES) }],
    }),
  )
}
