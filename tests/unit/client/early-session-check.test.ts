// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { restoreSession } from '../../../src/features/auth/session'
import { sessionStore } from '../../../src/lib/session-store'
import { annBuyer, jsonAnswer } from '../support/session-fixtures'

/** index.html's boot script, run as the browser would before the app's code. */
function runBootScript(fetchImpl: typeof fetch, storage: Record<string, string> = {}) {
  const html = readFileSync(path.resolve(__dirname, '../../../index.html'), 'utf8')
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1]
  if (!script) throw new Error('index.html has no boot script')
  runInNewContext(script, {
    window,
    location: window.location,
    fetch: fetchImpl,
    localStorage: { getItem: (key: string) => storage[key] ?? null },
  })
}

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  sessionStore.clear()
  localStorage.clear()
  delete window.__early
})
afterEach(() => {
  vi.unstubAllGlobals()
  sessionStore.clear()
  localStorage.clear()
  delete window.__early
})

describe('issue 12: the session check starts in index.html, before the app code', () => {
  it("starts GET /api/current-user with the app's headers and the cookie, and the start-up takes its answer instead of asking again", async () => {
    const early = vi.fn(async () => jsonAnswer(200, { status: true, msg: '', data: annBuyer }))
    runBootScript(early as unknown as typeof fetch)
    expect(early).toHaveBeenCalledTimes(1)
    const [url, init] = early.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/current-user')
    expect(init.credentials).toBe('include')
    expect(init.headers).toMatchObject({ Domain: window.location.hostname, Accept: 'application/json' })

    await restoreSession()
    expect(sessionStore.get()?.UserID).toBe('user-ann')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('is taken once: a later check asks the server again', async () => {
    runBootScript((async () => jsonAnswer(200, { status: true, msg: '', data: annBuyer })) as unknown as typeof fetch)
    await restoreSession()
    fetchMock.mockResolvedValue(jsonAnswer(401, { status: false, msg: 'Not signed in' }))
    await restoreSession()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(sessionStore.get()).toBeNull()
  })

  it('a 401 answer signs out, and a failed request keeps the stored user (offline start)', async () => {
    sessionStore.set(annBuyer)
    runBootScript((async () => jsonAnswer(401, { status: false, msg: 'Not signed in' })) as unknown as typeof fetch)
    await restoreSession()
    expect(sessionStore.get()).toBeNull()

    sessionStore.set(annBuyer)
    runBootScript((() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch)
    await restoreSession()
    expect(sessionStore.get()?.UserID).toBe('user-ann')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('is not started while a sign-out made offline waits: the start-up sends that sign-out first, then asks', async () => {
    const early = vi.fn()
    runBootScript(early as unknown as typeof fetch, { 'sign-out-pending': '{}' })
    expect(early).not.toHaveBeenCalled()
    expect(window.__early).toBeUndefined()
  })
})
