// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { restoreSession, signOut } from '../../../src/features/auth/session'
import { resetConnectivityForTests } from '../../../src/lib/offline/connectivity'
import { clearSignOutPending, signOutPending } from '../../../src/lib/offline/pending-sign-out'
import { sessionStore } from '../../../src/lib/session-store'
import { annBuyer, jsonAnswer } from '../support/session-fixtures'

let fetchMock: ReturnType<typeof vi.fn>
/** The API paths the page called, in order. */
const called = () => fetchMock.mock.calls.map((call) => new URL(String(call[0])).pathname)

beforeEach(() => {
  resetConnectivityForTests()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  sessionStore.set(annBuyer)
})
afterEach(() => {
  vi.unstubAllGlobals()
  sessionStore.clear()
  clearSignOutPending()
  resetConnectivityForTests()
})

describe('issue 11.1: logging out while the server cannot be reached', () => {
  it('forgets the user and the cached data at once, and keeps the sign-out to send', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const queryClient = new QueryClient()
    queryClient.setQueryData(['cart', 'current'], { CartItems: [] })
    await signOut(queryClient)
    expect(sessionStore.get()).toBeNull()
    expect(localStorage.getItem('user')).toBeNull()
    expect(queryClient.getQueryCache().getAll()).toEqual([])
    expect(signOutPending()).toBe(true)
  })

  it('at the next start, sends the sign-out before asking who is signed in; nobody is', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await signOut(new QueryClient())
    fetchMock.mockReset()
    fetchMock.mockImplementation(async (url: string) =>
      String(url).endsWith('/logout')
        ? jsonAnswer(200, { status: true, msg: 'Logged out', data: null })
        : jsonAnswer(401, { status: false, msg: 'Please sign in' }),
    )
    await restoreSession()
    expect(called()).toEqual(['/api/logout', '/api/current-user'])
    expect(sessionStore.get()).toBeNull()
    expect(signOutPending()).toBe(false)
  })

  it('stays signed out while the sign-out still cannot be sent, without asking who is signed in', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await signOut(new QueryClient())
    // Another tab, or a stale copy, put the user back: the pending sign-out wins.
    sessionStore.set(annBuyer)
    fetchMock.mockClear()
    await restoreSession()
    expect(called()).toEqual(['/api/logout'])
    expect(sessionStore.get()).toBeNull()
    expect(signOutPending()).toBe(true)
  })

  it('keeps nothing when the server took the sign-out', async () => {
    fetchMock.mockResolvedValue(jsonAnswer(200, { status: true, msg: 'Logged out', data: null }))
    await signOut(new QueryClient())
    expect(sessionStore.get()).toBeNull()
    expect(signOutPending()).toBe(false)
  })
})
