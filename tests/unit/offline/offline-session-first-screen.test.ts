// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { startOfflineSupport } from '../../../src/lib/offline/offline-session'
import { mayHaveSavedQueries } from '../../../src/lib/offline/query-cache-db'
import { startQueryPersistence } from '../../../src/lib/offline/query-persister'
import { sessionStore } from '../../../src/lib/session-store'
import { annBuyer } from '../support/session-fixtures'

describe('startOfflineSupport on a device that has saved nothing', () => {
  it('lets the first screen show without the cache, then saves what that screen fetched', async () => {
    expect(await mayHaveSavedQueries()).toBe(false)

    sessionStore.set(annBuyer)
    const client = new QueryClient()
    let showFirstScreen = () => {}
    const firstScreen = new Promise<void>((resolve) => {
      showFirstScreen = resolve
    })
    await startOfflineSupport(client, { firstScreen })
    client.setQueryData(['cart', 'current'], { CartItems: [{ CartID: 'c2' }] })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await mayHaveSavedQueries()).toBe(false)

    showFirstScreen()
    await vi.waitFor(async () => {
      const after = new QueryClient()
      const check = await startQueryPersistence(after, { userId: annBuyer.UserID, buster: 'dev' })
      await check.stop()
      expect(after.getQueryData(['cart', 'current'])).toEqual({ CartItems: [{ CartID: 'c2' }] })
    })
    sessionStore.clear()
    client.clear()
  })
})
