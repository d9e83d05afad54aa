// @vitest-environment jsdom
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, isQueued, OFFLINE_WRITE_MESSAGE, refusalMessage } from '../../../src/lib/api-client'
import { isOnline, resetConnectivityForTests } from '../../../src/lib/offline/connectivity'
import { sessionStore } from '../../../src/lib/session-store'
import { annBuyer, jsonAnswer } from '../support/session-fixtures'

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  resetConnectivityForTests()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  sessionStore.set(annBuyer)
})
afterEach(() => {
  vi.unstubAllGlobals()
  sessionStore.clear()
  resetConnectivityForTests()
})

describe('api client offline', () => {
  it('sends X-User-Id on writes only', async () => {
    fetchMock.mockImplementation(async () => jsonAnswer(200, { status: true, msg: '', data: 1 }))
    await api.get('thing', v.number())
    await api.post('thing', v.number(), { body: {} })
    const headers = fetchMock.mock.calls.map((call) => (call[1] as RequestInit).headers as Record<string, string>)
    expect(headers[0]?.['X-User-Id']).toBeUndefined()
    expect(headers[1]?.['X-User-Id']).toBe('user-ann')
  })

  it("makes the outbox's 202 a success without data that isQueued recognises, and counts it as offline", async () => {
    const entry = { id: 'e1', op: 'add-to-cart' }
    fetchMock.mockResolvedValue(
      jsonAnswer(202, { status: true, queued: true, msg: 'Saved', data: null, entry }, { 'X-Outbox': 'queued' }),
    )
    const answer = await api.post('add-to-cart', v.object({ CartItems: v.array(v.unknown()) }), { body: {} })
    expect(isQueued(answer)).toBe(true)
    expect(answer).toMatchObject({ status: true, queued: true, msg: 'Saved', data: undefined, entry })
    expect(isOnline()).toBe(false)
  })

  it('keeps a PO write without data working (the PO api reads it as queued)', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(202, { status: true, queued: true, msg: '', data: null, entry: {} }, { 'X-Outbox': 'queued' }),
    )
    const answer = await api.post('add-po', v.optional(v.object({ poId: v.string() })), { body: {} })
    expect(answer.data).toBeUndefined()
  })

  it('a write the outbox does not keep fails at once with the offline message; a read says it is offline', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const write = api.post('add-category', v.unknown(), { body: { CategoryName: 'x' } })
    await expect(write).rejects.toBeInstanceOf(ApiError)
    await expect(write).rejects.toMatchObject({ status: 0, message: OFFLINE_WRITE_MESSAGE })
    // Forms show it under their own failure text (refusalMessage), and keep what was typed.
    expect(refusalMessage(await write.catch((e: unknown) => e))).toBe(OFFLINE_WRITE_MESSAGE)
    expect(refusalMessage(new ApiError(500, 'Database down'))).toBeUndefined()
    expect(isOnline()).toBe(false)
    await expect(api.get('get-categories', v.unknown())).rejects.toMatchObject({ status: 0 })
    fetchMock.mockImplementation(async () => jsonAnswer(200, { status: true, msg: '', data: 1 }))
    await api.get('thing', v.number())
    expect(isOnline()).toBe(true)
  })
})
