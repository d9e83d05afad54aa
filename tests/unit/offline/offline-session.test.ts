// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { startOfflineSupport } from '../../../src/lib/offline/offline-session'
import { startQueryPersistence } from '../../../src/lib/offline/query-persister'
import { sessionStore } from '../../../src/lib/session-store'
import { annBuyer } from '../support/session-fixtures'

describe('startOfflineSupport', () => {
  it("restores the signed-in user's cache before it resolves, keeps saving, and forgets it at sign-out", async () => {
    const earlier = new QueryClient()
    const saving = await startQueryPersistence(earlier, { userId: annBuyer.UserID, buster: 'dev' })
    earlier.setQueryData(['cart', 'current'], { CartItems: [{ CartID: 'c1' }] })
    await saving.flush()
    await saving.stop()

    sessionStore.set(annBuyer)
    const client = new QueryClient()
    await startOfflineSupport(client)
    expect(client.getQueryData(['cart', 'current'])).toEqual({ CartItems: [{ CartID: 'c1' }] })

    sessionStore.clear()
    client.clear()
    await vi.waitFor(async () => {
      const after = new QueryClient()
      const check = await startQueryPersistence(after, { userId: annBuyer.UserID, buster: 'dev' })
      await check.stop()
      expect(after.getQueryData(['cart', 'current'])).toBeUndefined()
    })
  })
})

describe('startOfflineSupport with several users on one device', () => {
  const bob = { ...annBuyer, UserID: 'user-bob', Username: 'bob@demo.local', FullName: 'Bob' }

  const saveFor = async (userId: string, data: unknown) => {
    const client = new QueryClient()
    const saving = await startQueryPersistence(client, { userId, buster: 'dev' })
    client.setQueryData(['po', 'list'], data)
    await saving.flush()
    await saving.stop()
  }
  const savedFor = async (userId: string) => {
    const client = new QueryClient()
    const check = await startQueryPersistence(client, { userId, buster: 'dev' })
    await check.stop()
    return client.getQueryData(['po', 'list'])
  }

  it('gives the next user their own cache only, and forgets a session the start-up check found ended', async () => {
    await saveFor(annBuyer.UserID, ['ann-po'])
    await saveFor(bob.UserID, ['bob-po'])

    // Bob signs in on the device Ann used: he sees his data, never hers.
    sessionStore.set(bob)
    const client = new QueryClient()
    await startOfflineSupport(client, { previousUserId: bob.UserID })
    expect(client.getQueryData(['po', 'list'])).toEqual(['bob-po'])
    expect(await savedFor(annBuyer.UserID)).toEqual(['ann-po'])

    // Bob signs out: his cache goes, Ann's stays hers.
    sessionStore.clear()
    client.clear()
    await vi.waitFor(async () => expect(await savedFor(bob.UserID)).toBeUndefined())
    expect(await savedFor(annBuyer.UserID)).toEqual(['ann-po'])

    // Ann's stored session was refused at start-up (401): her cache goes too.
    const next = new QueryClient()
    await startOfflineSupport(next, { previousUserId: annBuyer.UserID })
    expect(next.getQueryData(['po', 'list'])).toBeUndefined()
    await vi.waitFor(async () => expect(await savedFor(annBuyer.UserID)).toBeUndefined())
  })
})
