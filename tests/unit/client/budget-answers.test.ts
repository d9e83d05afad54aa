// @vitest-environment jsdom
import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { budgetRefusal } from '../../../src/features/budgets/budget-notice'
import { api, isQueued } from '../../../src/lib/api-client'
import { resetConnectivityForTests } from '../../../src/lib/offline/connectivity'
import { BudgetNoticeBeside } from '../../../src/shared/budget-schemas'
import { jsonAnswer } from '../support/session-fixtures'

const standing = {
  budgetId: 'b1',
  departmentId: 'd1',
  departmentName: 'Stores',
  period: 'month',
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
  label: 'Nov 2026',
  amount: 1000,
  committed: 0,
  spent: 0,
  left: 1000,
  usedPercent: 0,
}
const warn = {
  outcome: 'warn',
  message: 'This uses 85% of the Stores Nov 2026 budget (₹1,000.00 was left).',
  budget: standing,
}
const Order = v.object({ OrderID: v.string() })

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  resetConnectivityForTests()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.unstubAllGlobals()
  resetConnectivityForTests()
})

describe("create-order's and update-po-status's budget answer", () => {
  it('keeps the notice sent beside data, null when there is none', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(200, { status: true, msg: 'Order placed', data: { OrderID: 'o1' }, budget: warn }),
    )
    const answer = await api.postBeside('create-order', Order, BudgetNoticeBeside, { body: {} })
    expect(isQueued(answer) ? null : answer.budget).toEqual(warn)
    fetchMock.mockResolvedValue(jsonAnswer(200, { status: true, msg: '', data: { OrderID: 'o2' } }))
    const plain = await api.postBeside('create-order', Order, BudgetNoticeBeside, { body: {} })
    expect(isQueued(plain) ? 'queued' : plain.budget).toBeNull()
  })

  it('refuses a notice that is not one, and leaves a queued write queued', async () => {
    fetchMock.mockResolvedValue(
      jsonAnswer(200, { status: true, data: { OrderID: 'o1' }, budget: { outcome: 'maybe' } }),
    )
    await expect(api.postBeside('create-order', Order, BudgetNoticeBeside, { body: {} })).rejects.toThrow(
      'The server sent an unexpected answer',
    )
    fetchMock.mockResolvedValue(
      jsonAnswer(202, { status: true, queued: true, msg: 'Saved', data: null }, { 'X-Outbox': 'queued' }),
    )
    expect(isQueued(await api.postBeside('create-order', Order, BudgetNoticeBeside, { body: {} }))).toBe(true)
  })

  it("reads the server's refusal beyond 100% with its message", async () => {
    const msg = 'Over budget: this takes the Stores Nov 2026 budget to 100.8% and only ₹1,000.00 is left.'
    fetchMock.mockResolvedValue(jsonAnswer(409, { status: false, msg, data: { budget: standing } }))
    const refused = await api
      .postBeside('create-order', Order, BudgetNoticeBeside, { body: {} })
      .catch((e: unknown) => e)
    expect(budgetRefusal(refused)).toBe(msg)
  })
})
