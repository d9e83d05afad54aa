// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchActiveCategories, fetchCatalogue } from '../../../src/features/catalogue/api'
import { catalogueQuery } from '../../../src/features/catalogue/catalogue-query'
import { catalogueList } from '../../../src/features/catalogue/catalogue-search'
import { fetchDashboard } from '../../../src/features/dashboard/api'
import { dropEarlyResponses, EARLY_DATA_WAIT_MS, loadFirstScreenData } from '../../../src/lib/early-requests'
import { jsonAnswer } from '../support/session-fixtures'

/** An empty page of a list, the answer each request gets here. */
const emptyList = () => jsonAnswer(200, { status: true, msg: '', data: [], recordsTotal: 0, recordsFiltered: 0 })

/** index.html's boot script, run as the browser would at `address`; the URLs it fetched. */
function runBootScriptAt(address: string): string[] {
  window.history.replaceState(null, '', address)
  const html = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8')
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!script) throw new Error('index.html has no boot script')
  const started: string[] = []
  const early = (url: string) => {
    started.push(url)
    return Promise.resolve(emptyList())
  }
  runInNewContext(script, { window, location: window.location, fetch: early, localStorage: { getItem: () => null } })
  return started
}

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn(async () => emptyList())
  vi.stubGlobal('fetch', fetchMock)
  delete window.__early
})
afterEach(() => {
  vi.unstubAllGlobals()
  delete window.__early
  window.history.replaceState(null, '', '/')
})

const catalogueDefault = catalogueQuery(v.parse(catalogueList.schema, {}))

describe('issue 12: the first screen of /catalogue and /dashboard asks for its data in index.html', () => {
  it("starts the catalogue's first page and its categories with the session check, and the screen takes both answers", async () => {
    const started = runBootScriptAt('/catalogue')
    expect(started).toHaveLength(3)
    expect(started[0]).toBe('/api/current-user')

    await fetchCatalogue(catalogueDefault, { early: true })
    await fetchActiveCategories({ early: true })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(window.__early).toEqual({ '/api/current-user': expect.any(Promise) })
  })

  it("starts the dashboard's figures (the installed app's start page), and the screen takes the answer", async () => {
    expect(runBootScriptAt('/dashboard')).toEqual(['/api/current-user', '/api/get-dashboard'])
    await fetchDashboard({ early: true }).catch(() => undefined)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('for another view of the catalogue (a search in the address) starts only the category tree; nothing for other screens', async () => {
    const started = runBootScriptAt('/catalogue?q=chair&page=2')
    expect(started).toHaveLength(2)
    await fetchActiveCategories({ early: true })
    expect(fetchMock).not.toHaveBeenCalled()
    expect(runBootScriptAt('/Manage-PO')).toEqual(['/api/current-user'])
    expect(runBootScriptAt('/')).toEqual(['/api/current-user'])
  })

  it('an answer left after the first screen is dropped: a later refetch asks the server, never shows old data', async () => {
    runBootScriptAt('/catalogue')
    dropEarlyResponses()
    await fetchCatalogue(catalogueDefault, { early: true })
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(window.__early).toBeUndefined()
  })

  it('each answer is taken once: the next request for the same page asks the server', async () => {
    runBootScriptAt('/catalogue')
    await fetchCatalogue(catalogueDefault, { early: true })
    await fetchCatalogue(catalogueDefault, { early: true })
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })
})

describe('issue 12: a first screen waits a moment for its early answers instead of flashing skeletons', () => {
  /** A load that finishes when `finish` is called; `done` tells whether loadFirstScreenData returned. */
  function track(started: Promise<void>) {
    const state = { done: false }
    void started.then(() => {
      state.done = true
    })
    return state
  }
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('opened at its address, returns once the data has loaded, before the limit', async () => {
    runBootScriptAt('/catalogue')
    let finish = () => {}
    const start = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve
        }),
    )
    const waited = track(loadFirstScreenData(start))
    expect(start).toHaveBeenCalledTimes(1)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(waited.done).toBe(false)
    finish()
    await vi.waitFor(() => expect(waited.done).toBe(true), { timeout: EARLY_DATA_WAIT_MS / 2 })
  })

  it('a slow or failing answer holds the first screen no longer than the limit', async () => {
    vi.useFakeTimers()
    runBootScriptAt('/catalogue')
    const waited = track(loadFirstScreenData(() => new Promise<void>(() => {})))
    await vi.advanceTimersByTimeAsync(EARLY_DATA_WAIT_MS - 1)
    expect(waited.done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(waited.done).toBe(true)
    await expect(loadFirstScreenData(() => Promise.reject(new Error('offline')))).resolves.toBeUndefined()
  })

  it.each([
    [
      'offline, where the early answers failed and the queries wait for the network,',
      () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false),
    ],
    ['navigating in the app (no early answer left),', dropEarlyResponses],
  ])('%s it starts the data and returns at once', async (_case, arrange) => {
    runBootScriptAt('/catalogue')
    arrange()
    const start = vi.fn(() => new Promise<void>(() => {}))
    const waited = track(loadFirstScreenData(start))
    await Promise.resolve()
    await Promise.resolve()
    expect(start).toHaveBeenCalledTimes(1)
    expect(waited.done).toBe(true)
  })
})
