import { describe, expect, it } from 'vitest'
import {
  approvalOutcome,
  approvalRefusalMessage,
  budgetMessage,
  budgetOutcome,
  financialYearOf,
  isPeriodStart,
  periodOf,
  usedBasisPoints,
  worstOutcome,
} from '../../../src/shared/budget-rules'

/** A budget of ₹1,000 (1,00,000 paise) of which `usedPaise` is committed, checked with no new purchase. */
const at = (usedPaise: number) => ({ budgetPaise: 100_000, committedPaise: usedPaise, spentPaise: 0, amountPaise: 0 })

describe('budget outcome at the boundaries', () => {
  it.each([
    [79_990, 'ok', '79.99'],
    [80_000, 'warn', '80'],
    [100_000, 'warn', '100'],
    [100_010, 'refused', '100.01'],
  ] as const)('%i paise of 1,00,000 is %s (%s%%)', (used, outcome, percent) => {
    expect(budgetOutcome(at(used), false)).toBe(outcome)
    expect(usedBasisPoints(at(used)) / 100).toBe(Number(percent))
  })

  it('sends a purchase beyond 100% to approval when the workflow is On, and only then', () => {
    expect(budgetOutcome(at(100_010), true)).toBe('approval')
    expect(budgetOutcome(at(100_000), true)).toBe('warn')
    expect(budgetOutcome(at(79_990), true)).toBe('ok')
  })

  it('counts committed, spent and the purchase together', () => {
    const f = { budgetPaise: 100_000, committedPaise: 30_000, spentPaise: 40_000, amountPaise: 10_000 }
    expect(budgetOutcome(f, false)).toBe('warn')
    expect(budgetOutcome({ ...f, amountPaise: 30_001 }, false)).toBe('refused')
    expect(budgetOutcome({ ...f, amountPaise: 30_000 }, false)).toBe('warn')
  })

  it('refuses any purchase against a budget of nothing', () => {
    expect(budgetOutcome({ budgetPaise: 0, committedPaise: 0, spentPaise: 0, amountPaise: 1 }, false)).toBe('refused')
  })

  it('says what happened, in rupees and percent', () => {
    expect(budgetMessage('ok', at(79_990), 'Stores Jan 2026')).toBeNull()
    expect(budgetMessage('warn', at(80_000), 'Stores Jan 2026')).toBe(
      'This uses 80% of the Stores Jan 2026 budget (₹200.00 was left).',
    )
    expect(budgetMessage('refused', at(100_010), 'Stores Jan 2026')).toBe(
      'Over budget: this takes the Stores Jan 2026 budget to 100.01% and only ₹0.00 is left.',
    )
    expect(budgetMessage('approval', at(100_010), 'Stores Jan 2026')).toContain('it goes to an approver')
  })

  it('takes the worst outcome of several budgets', () => {
    expect(worstOutcome(['ok', 'warn'])).toBe('warn')
    expect(worstOutcome(['warn', 'refused', 'approval'])).toBe('refused')
    expect(worstOutcome([])).toBe('ok')
  })
})

describe('periods (financial year April to March)', () => {
  it('puts 31 March in the year that ends then and 1 April in the next', () => {
    expect(financialYearOf('2026-03-31')).toBe(2025)
    expect(financialYearOf('2026-04-01')).toBe(2026)
    expect(periodOf('year', '2026-03-31')).toEqual({
      period: 'year',
      start: '2025-04-01',
      end: '2026-03-31',
      label: 'FY 2025-26',
    })
    expect(periodOf('year', '2026-04-01')).toMatchObject({
      start: '2026-04-01',
      end: '2027-03-31',
      label: 'FY 2026-27',
    })
  })

  it('makes quarters of the financial year: Q4 ends on 31 March, Q1 starts on 1 April', () => {
    expect(periodOf('quarter', '2026-03-31')).toMatchObject({
      start: '2026-01-01',
      end: '2026-03-31',
      label: 'Q4 FY 2025-26',
    })
    expect(periodOf('quarter', '2026-04-01')).toMatchObject({
      start: '2026-04-01',
      end: '2026-06-30',
      label: 'Q1 FY 2026-27',
    })
    expect(periodOf('quarter', '2026-09-30')).toMatchObject({
      start: '2026-07-01',
      end: '2026-09-30',
      label: 'Q2 FY 2026-27',
    })
    expect(periodOf('quarter', '2026-12-31')).toMatchObject({
      start: '2026-10-01',
      end: '2026-12-31',
      label: 'Q3 FY 2026-27',
    })
  })

  it('makes months of the calendar, February of a leap year included', () => {
    expect(periodOf('month', '2026-03-31')).toMatchObject({ start: '2026-03-01', end: '2026-03-31', label: 'Mar 2026' })
    expect(periodOf('month', '2026-04-01')).toMatchObject({ start: '2026-04-01', end: '2026-04-30', label: 'Apr 2026' })
    expect(periodOf('month', '2028-02-10')).toMatchObject({ start: '2028-02-01', end: '2028-02-29' })
  })

  it('knows where a budget of each kind may start', () => {
    expect(isPeriodStart('year', '2026-04-01')).toBe(true)
    expect(isPeriodStart('year', '2026-01-01')).toBe(false)
    expect(isPeriodStart('quarter', '2026-01-01')).toBe(true)
    expect(isPeriodStart('quarter', '2026-02-01')).toBe(false)
    expect(isPeriodStart('month', '2026-02-01')).toBe(true)
    expect(isPeriodStart('month', '2026-02-02')).toBe(false)
  })
})

describe('an approval against the budget', () => {
  it('refuses beyond 100% of what is approved and delivered, whatever the workflow, and says what to do', () => {
    const f = { budgetPaise: 100_000, committedPaise: 60_000, spentPaise: 0, amountPaise: 60_000 }
    expect(approvalOutcome(f)).toBe('refused')
    expect(approvalOutcome({ ...f, amountPaise: 40_000 })).toBe('warn')
    expect(approvalOutcome({ ...f, committedPaise: 0 })).toBe('ok')
    expect(approvalRefusalMessage(f, 'Stores Jan 2026')).toBe(
      'Over budget: approving this takes the Stores Jan 2026 budget to 120% of what is approved and delivered, and only ₹400.00 is left. Reject it, or approve it once the budget has room.',
    )
  })
})
