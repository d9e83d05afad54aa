import { afterEach, describe, expect, it, vi } from 'vitest'

/**
 * The service worker's install (sw/precache.ts) against a fake worker scope: a Cache Storage in memory and a
 * server that answers or fails each file as a test says. Workbox's own strategy and cache keys run as
 * they do in the browser; the journeys cover a real browser's install and update, this the failures.
 */

const ORIGIN = 'https://app.test'

/**
 * The module under test, by a path the tests' type check does not follow: it is typed against the worker's
 * globals (sw/tsconfig.json checks it), which these tests stub.
 */
const PRECACHE_MODULE = '../../../sw/precache'
/** sw/precache.ts's precacheApp, as these tests call it. */
type PrecacheApp = (entries: Array<{ url: string; revision: string | null }>) => unknown

/** The worker's install event: it records the promises it is held open with. */
class FakeExtendableEvent {
  readonly held: Array<Promise<unknown>> = []
  constructor(readonly type: string) {}
  waitUntil(promise: Promise<unknown>): void {
    this.held.push(promise)
  }
}

/** A request's key in the fake caches: its URL. */
const keyOf = (request: RequestInfo | URL) => (request instanceof Request ? request.url : String(request))

/** A Cache Storage in memory, enough of it for workbox-precaching: open, match, put, delete and keys. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, store)
    return {
      match: async (request: RequestInfo | URL) => store.get(keyOf(request))?.clone(),
      put: async (request: RequestInfo | URL, response: Response) => {
        store.set(keyOf(request), response)
      },
      delete: async (request: RequestInfo | URL) => store.delete(keyOf(request)),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
    }
  }
  const all = () => new Set([...stores.values()].flatMap((store) => [...store.keys()]))
  const match = async (request: RequestInfo | URL, options?: { cacheName?: string }) => {
    const named = options?.cacheName === undefined ? [...stores.values()] : [stores.get(options.cacheName)]
    for (const store of named) {
      const found = store?.get(keyOf(request))
      if (found) return found.clone()
    }
    return undefined
  }
  const caches = { open, match, has: async (name: string) => stores.has(name), keys: async () => [...stores.keys()] }
  return { caches, all }
}

/** What the fake server does with a file: answer it, answer 404, or fail the connection. */
type Answer = 'ok' | 'missing' | 'network-error'

interface Scope {
  listeners: Map<string, (event: unknown) => void>
  fetched: string[]
  fetchModes: Map<string, RequestCache>
  answers: Map<string, Answer>
  inFlight: number
  mostInFlight: number
  cached: () => Set<string>
}

/**
 * Stubs the worker's globals (self, location, caches, fetch) and loads a fresh sw/precache.ts into them: a new
 * worker, over `memory` (what an earlier worker left in the Cache Storage) or an empty one.
 */
async function workerScope(memory = memoryCaches()): Promise<Scope & { precacheApp: PrecacheApp }> {
  const scope: Scope = {
    listeners: new Map(),
    fetched: [],
    fetchModes: new Map(),
    answers: new Map(),
    inFlight: 0,
    mostInFlight: 0,
    cached: () => new Set([...memory.all()].map((url) => url.replace(ORIGIN, ''))),
  }
  vi.stubGlobal('self', {
    addEventListener: (type: string, listener: (event: unknown) => void) => scope.listeners.set(type, listener),
    location: new URL(`${ORIGIN}/sw.js`),
    registration: { scope: `${ORIGIN}/` },
    caches: memory.caches,
    // Workbox's development logging (a line per file and step, nothing a test reads) off, here and below.
    __WB_DISABLE_DEV_LOGS: true,
  })
  vi.stubGlobal('__WB_DISABLE_DEV_LOGS', true)
  vi.stubGlobal('location', new URL(`${ORIGIN}/sw.js`))
  // Workbox checks what kind of event it was handed.
  vi.stubGlobal('ExtendableEvent', FakeExtendableEvent)
  vi.stubGlobal('FetchEvent', class FetchEvent extends FakeExtendableEvent {})
  vi.stubGlobal('caches', memory.caches)
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname
    scope.fetched.push(path)
    scope.fetchModes.set(path, request.cache)
    scope.inFlight += 1
    scope.mostInFlight = Math.max(scope.mostInFlight, scope.inFlight)
    try {
      // A network's worth of waiting, so requests overlap as they do in a browser.
      await new Promise((resolve) => setTimeout(resolve, 5))
      const answer = scope.answers.get(path) ?? 'ok'
      if (answer === 'network-error') throw new TypeError('Failed to fetch')
      if (answer === 'missing') return new Response('not found', { status: 404 })
      return new Response(`contents of ${path}`, { status: 200 })
    } finally {
      scope.inFlight -= 1
    }
  })
  vi.resetModules()
  const { precacheApp } = (await import(/* @vite-ignore */ PRECACHE_MODULE)) as { precacheApp: PrecacheApp }
  return Object.assign(scope, { precacheApp })
}

/**
 * Fires the worker's install event, as the browser does, and settles once every promise it was held open with
 * has: rejected with the first failure among them (the browser then discards the worker), else resolved.
 */
async function install(scope: Scope): Promise<void> {
  const event = new FakeExtendableEvent('install')
  const listener = scope.listeners.get('install')
  if (!listener) throw new Error('the worker listens for no install event')
  listener(event)
  // Each file's handler holds the event open too, as it starts: wait until no new promise comes.
  let seen = 0
  while (seen < event.held.length) {
    const batch = event.held.slice(seen)
    seen = event.held.length
    await Promise.allSettled(batch)
  }
  const failure = (await Promise.allSettled(event.held)).find((result) => result.status === 'rejected')
  if (failure) throw failure.reason
}

/** The build's files: the app's page with a revision, and hashed assets. */
const BUILD = [
  { url: '/index.html', revision: 'build-1' },
  ...Array.from({ length: 9 }, (_, i) => ({ url: `/assets/chunk-${i}-abcdef${i}.js`, revision: null })),
]

describe('the service worker install (sw/precache.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('caches every file, four at a time, the page past the HTTP cache and hashed files through it', async () => {
    const scope = await workerScope()
    scope.precacheApp(BUILD)

    await install(scope)

    expect(new Set(scope.fetched)).toEqual(new Set(BUILD.map((entry) => entry.url)))
    expect(scope.fetched).toHaveLength(BUILD.length)
    expect(scope.mostInFlight).toBe(4)
    expect(scope.fetchModes.get('/index.html')).toBe('reload')
    expect(scope.fetchModes.get('/assets/chunk-0-abcdef0.js')).toBe('default')
    // Every file is cached, the page under its revision's key.
    expect(scope.cached()).toEqual(
      new Set(['/index.html?__WB_REVISION__=build-1', ...BUILD.slice(1).map((entry) => entry.url)]),
    )
  })

  it.each<[Answer, RegExp]>([
    ['missing', /HTTP status of 404/],
    ['network-error', /Failed to fetch/],
  ])('fails the install when a file is %s, so the browser tries it again later', async (answer, reason) => {
    const scope = await workerScope()
    scope.answers.set('/assets/chunk-1-abcdef1.js', answer)
    scope.precacheApp(BUILD)

    await expect(install(scope)).rejects.toThrow(reason)

    // The failed file is not cached, and the last files were never asked for once the install had failed.
    expect(scope.cached().has('/assets/chunk-1-abcdef1.js')).toBe(false)
    expect(scope.fetched).not.toContain('/assets/chunk-8-abcdef8.js')
    expect(scope.fetched).not.toContain('/assets/chunk-7-abcdef7.js')
  })

  it('on the retry after a failed install fetches only the files still missing, then succeeds', async () => {
    const scope = await workerScope()
    scope.answers.set('/assets/chunk-1-abcdef1.js', 'network-error')
    scope.precacheApp(BUILD)
    await expect(install(scope)).rejects.toThrow(/Failed to fetch/)
    const cachedAfterFailure = scope.cached()
    expect(cachedAfterFailure.size).toBeGreaterThan(0)

    // The browser installs the worker again later; by then the network is back.
    scope.answers.clear()
    scope.fetched.length = 0
    await install(scope)

    const refetched = scope.fetched.filter((url) => cachedAfterFailure.has(url))
    expect(refetched).toEqual([])
    expect(scope.cached().size).toBe(BUILD.length)
  })

  it('an update fetches the page with its new revision and the renamed chunk, not the unchanged files', async () => {
    const memory = memoryCaches()
    const first = await workerScope(memory)
    first.precacheApp(BUILD)
    await install(first)

    // The next build: a new revision of the page, one chunk renamed by its new hash, the rest the same.
    const next = await workerScope(memory)
    next.precacheApp([
      { url: '/index.html', revision: 'build-2' },
      ...BUILD.slice(1, 9),
      { url: '/assets/chunk-9-fedcba9.js', revision: null },
    ])
    await install(next)

    expect(new Set(next.fetched)).toEqual(new Set(['/index.html', '/assets/chunk-9-fedcba9.js']))
    expect(next.cached().has('/index.html?__WB_REVISION__=build-2')).toBe(true)
  })
})
