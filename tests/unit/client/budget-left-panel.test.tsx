// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BudgetLeftPanel } from '../../../src/features/budgets/components/budget-left-panel'
import { resetConnectivityForTests } from '../../../src/lib/offline/connectivity'
import { installJsdomShims } from '../support/jsdom-shims'

const standing = {
  budgetId: 'b1',
  departmentId: 'd1',
  departmentName: 'Stores',
  period: 'month',
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
  label: 'Nov 2026',
  amount: 1000,
  committed: 200,
  spent: 100,
  left: 700,
  usedPercent: 30,
}

let fetchMock: ReturnType<typeof vi.fn>
beforeAll(installJsdomShims)
beforeEach(() => {
  resetConnectivityForTests()
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function answer(budgets: unknown[]) {
  fetchMock.mockImplementation(
    async () =>
      new Response(
        JSON.stringify({
          status: true,
          msg: '',
          data: {
            department: budgets.length ? { departmentId: 'd1', name: 'Stores' } : null,
            date: '2026-11-24',
            budgets,
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
  )
}

function show(props: Parameters<typeof BudgetLeftPanel>[0]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <BudgetLeftPanel {...props} />
      </QueryClientProvider>
    </MantineProvider>,
  )
}

describe('BudgetLeftPanel', () => {
  it('shows the budget left and nothing more for a purchase below 80%', async () => {
    answer([standing])
    show({ amount: 400, date: '2026-11-24' })
    expect(await screen.findByText('Budget left: ₹700.00 of ₹1,000.00')).toBeTruthy()
    expect(screen.getByText('30% used: below the 80% warning')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('get-budget-left?date=2026-11-24')
  })

  it('warns before a purchase that takes the budget to 80% or more', async () => {
    answer([standing])
    show({ amount: 500 })
    expect(await screen.findByText('This uses 80% of the Stores Nov 2026 budget (₹700.00 was left).')).toBeTruthy()
  })

  it("shows the server's refusal in place of the outlook", async () => {
    answer([standing])
    show({ amount: 800, refused: 'Over budget: refused by the server.' })
    expect(await screen.findByText('Over budget: refused by the server.')).toBeTruthy()
    expect(screen.getAllByRole('alert')).toHaveLength(1)
  })

  it('says nothing when the user has no budget', async () => {
    answer([])
    show({ amount: 800 })
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled())
    await vi.waitFor(() => expect(screen.queryByText('Checking your budget...')).toBeNull())
    expect(screen.queryByText(/Budget left/)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
