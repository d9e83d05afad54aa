// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionUser } from '../../../src/shared/user'

const BUYER: SessionUser = {
  UserID: '7',
  Username: 'buyer@demo.local',
  FullName: 'Bharat Buyer',
  Role: 'buyer',
  TenantName: 'Demo Supplies',
  TenantDomain: 'localhost',
}

/** A fresh copy of the store (it reads the stored user when its module loads, as on a page load). */
async function loadStore() {
  vi.resetModules()
  return (await import('../../../src/lib/session-store')).sessionStore
}

describe('sessionStore: the start-up check that finds the same user changes nothing', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => vi.restoreAllMocks())

  it('stores a new user and tells the screens', async () => {
    const store = await loadStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.set(BUYER)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get()).toMatchObject({ FullName: 'Bharat Buyer', isAuthorized: true })
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ UserID: '7', isAuthorized: true })
  })

  it('after a reload, the same user from the server neither rewrites storage nor re-renders the screens', async () => {
    ;(await loadStore()).set(BUYER)
    const store = await loadStore()
    const before = store.get()
    const listener = vi.fn()
    store.subscribe(listener)
    const write = vi.spyOn(Storage.prototype, 'setItem')
    store.set({ ...BUYER })
    expect(listener).not.toHaveBeenCalled()
    expect(write).not.toHaveBeenCalled()
    expect(store.get()).toBe(before)
  })

  it('a changed name is stored and shown', async () => {
    ;(await loadStore()).set(BUYER)
    const store = await loadStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.set({ ...BUYER, FullName: 'Bharat B. Buyer' })
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get()?.FullName).toBe('Bharat B. Buyer')
    expect((await loadStore()).get()?.FullName).toBe('Bharat B. Buyer')
  })

  it('signing out and in again as the same user stores and shows the user', async () => {
    const store = await loadStore()
    store.set(BUYER)
    store.clear()
    const listener = vi.fn()
    store.subscribe(listener)
    store.set(BUYER)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(store.get()?.UserID).toBe('7')
    expect(localStorage.getItem('user')).not.toBeNull()
  })
})

describe('sessionStore beside another tab', () => {
  beforeEach(() => localStorage.clear())

  it('stores the user again when another tab has stored someone else since', async () => {
    const store = await loadStore()
    store.set(BUYER)
    // Another tab signed in as the admin (one storage for the origin).
    localStorage.setItem('user', JSON.stringify({ ...BUYER, UserID: '1', FullName: 'Asha Admin', isAuthorized: true }))
    store.set(BUYER)
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({ UserID: '7', FullName: 'Bharat Buyer' })
  })
})
