import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  EMPTY_OUTBOX_STATE,
  getOutboxState,
  isQueuedAnswer,
  outboxBadgeCount,
  pendingAge,
  pendingOf,
  subscribeOutboxState,
} from '../../../src/lib/offline/outbox-client'
import type { OutboxEntryView, OutboxState } from '../../../src/shared/outbox-protocol'

const entry = (seq: number, scope: string, createdAt: number): OutboxEntryView => ({
  id: `e${seq}`,
  seq,
  op: 'add-to-cart',
  scope,
  method: 'POST',
  url: 'http://localhost/api/add-to-cart',
  payload: {},
  createdAt,
  attempts: 0,
  nextAttemptAt: createdAt,
  lastError: null,
  held: false,
})

describe('outbox client helpers', () => {
  const state: OutboxState = {
    ...EMPTY_OUTBOX_STATE,
    userId: 'u',
    pending: [entry(1, 'cart:u', 1_000), entry(2, 'po:p', 2_000), entry(3, 'cart:u', 3_000)],
    failed: [{ ...entry(0, 'po:q', 500), failedAt: 900, status: 409, msg: 'Stale' }],
  }

  it('starts empty until the worker answers', () => {
    expect(getOutboxState()).toEqual(EMPTY_OUTBOX_STATE)
  })

  it('tells the worker 202 from a server answer', () => {
    expect(isQueuedAnswer({ status: true, queued: true, msg: '', data: null })).toBe(true)
    expect(isQueuedAnswer({ status: true, msg: 'Added to cart', data: {} })).toBe(false)
    expect(isQueuedAnswer(null)).toBe(false)
  })

  it('counts pending and failed writes for the badge, lists a document, and ages entries', () => {
    expect(outboxBadgeCount(state)).toBe(4)
    expect(pendingOf(state, 'cart:u').map((e) => e.seq)).toEqual([1, 3])
    expect(pendingAge(entry(1, 'cart:u', 1_000), 61_000)).toBe(60_000)
    expect(pendingAge(entry(1, 'cart:u', 5_000), 1_000)).toBe(0)
  })
})

describe("the worker's state broadcasts", () => {
  afterEach(() => vi.unstubAllGlobals())

  it('notifies subscribers when the state changes, not when an equal state is broadcast again', () => {
    const channels: Array<{ onmessage: ((message: { data: unknown }) => void) | null }> = []
    vi.stubGlobal(
      'BroadcastChannel',
      class {
        onmessage: ((message: { data: unknown }) => void) | null = null
        constructor() {
          channels.push(this)
        }
      },
    )
    let renders = 0
    const stop = subscribeOutboxState(() => renders++)
    const broadcast = (state: OutboxState) => channels[0]?.onmessage?.({ data: { type: 'state', state } })
    const queued = (): OutboxState => ({ ...EMPTY_OUTBOX_STATE, userId: 'u', pending: [entry(1, 'cart:u', 1_000)] })

    broadcast(queued())
    expect(renders).toBe(1)
    const shown = getOutboxState()
    expect(outboxBadgeCount(shown)).toBe(1)

    // The same state again (a page asked for it, the worker woke up): the snapshot stays, nothing re-renders.
    broadcast(queued())
    expect(renders).toBe(1)
    expect(getOutboxState()).toBe(shown)

    // A retry counted on the same entry is a change.
    broadcast({ ...queued(), pending: [{ ...entry(1, 'cart:u', 1_000), attempts: 1 }] })
    expect(renders).toBe(2)
    expect(getOutboxState().pending[0]?.attempts).toBe(1)
    stop()
  })
})
