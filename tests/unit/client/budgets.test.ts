import { describe, expect, it } from 'vitest'
import {
  budgetFormValues,
  budgetWrite,
  departmentWrite,
  startFor,
} from '../../../src/features/budgets/budget-form-values'
import { budgetRefusal, noticeToast } from '../../../src/features/budgets/budget-notice'
import { barParts, purchaseOutlook, usageLevel, usageWords } from '../../../src/features/budgets/budget-usage'
import { reportQuery } from '../../../src/features/budgets/report-search'
import { ApiError } from '../../../src/lib/api-client'
import type { BudgetStanding } from '../../../src/shared/budget-schemas'

const DEPT = '01936f1c-7a1e-7000-8000-000000000001'

function standing(over: Partial<BudgetStanding> = {}): BudgetStanding {
  return {
    budgetId: '01936f1c-7a1e-7000-8000-0000000000b1',
    departmentId: DEPT,
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
    ...over,
  }
}

describe('budget usage in words', () => {
  it('names the level at the 80% and 100% marks', () => {
    expect(usageLevel(79.99)).toBe('under')
    expect(usageLevel(80)).toBe('warning')
    expect(usageLevel(100)).toBe('warning')
    expect(usageLevel(100.01)).toBe('over')
    expect(usageWords(79.99)).toBe('79.99% used: below the 80% warning')
    expect(usageWords(85)).toBe('85% used: past the 80% warning')
    expect(usageWords(120)).toBe('120% used: over budget (beyond 100%)')
  })

  it('splits the bar into spent then committed, never past the end', () => {
    expect(barParts({ amount: 1000, spent: 250, committed: 500 })).toEqual({ spent: 25, committed: 50 })
    expect(barParts({ amount: 1000, spent: 900, committed: 500 })).toEqual({ spent: 90, committed: 10 })
    expect(barParts({ amount: 0, spent: 0, committed: 0 })).toEqual({ spent: 0, committed: 0 })
    expect(barParts({ amount: 0, spent: 5, committed: 0 })).toEqual({ spent: 100, committed: 0 })
  })
})

describe('purchaseOutlook', () => {
  it('is nothing without a budget', () => {
    expect(purchaseOutlook([], 500)).toBeNull()
  })

  it('warns from 80% with the server words, refuses beyond 100%', () => {
    expect(purchaseOutlook([standing()], 799.99)).toEqual({ outcome: 'ok', message: null })
    expect(purchaseOutlook([standing()], 800)).toEqual({
      outcome: 'warn',
      message: 'This uses 80% of the Stores Nov 2026 budget (₹1,000.00 was left).',
    })
    expect(purchaseOutlook([standing({ committed: 400, left: 600 })], 600)?.outcome).toBe('warn')
    expect(purchaseOutlook([standing({ committed: 400, left: 600 })], 600.01)).toEqual({
      outcome: 'refused',
      message: 'Over budget: this takes the Stores Nov 2026 budget to 100% and only ₹600.00 is left.',
    })
  })

  it('judges by the budget the purchase uses most of', () => {
    const year = standing({ period: 'year', label: 'FY 2026-27', amount: 100000, left: 100000 })
    expect(purchaseOutlook([year, standing()], 900)?.message).toContain('Stores Nov 2026')
  })
})

describe('reportQuery', () => {
  it('covers the financial year holding today by default', () => {
    expect(reportQuery({}, '2026-11-24')).toEqual({ from: '2026-04-01', to: '2027-03-31' })
    expect(reportQuery({}, '2026-03-31')).toEqual({ from: '2025-04-01', to: '2026-03-31' })
  })

  it('keeps the URL days in order and the department', () => {
    expect(reportQuery({ from: '2026-12-31', to: '2026-01-01', department: DEPT }, '2026-11-24')).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      departmentId: DEPT,
    })
  })
})

describe('budget and department forms', () => {
  it('starts a new budget on the first of this month, of the filtered department', () => {
    expect(budgetFormValues(null, '2026-11-24', DEPT)).toEqual({
      departmentId: DEPT,
      period: 'month',
      startsOn: '2026-11-01',
      amount: '',
    })
  })

  it('moves the start to the first day of the chosen period kind', () => {
    expect(startFor('quarter', '2026-11-01')).toBe('2026-10-01')
    expect(startFor('year', '2026-03-01')).toBe('2025-04-01')
    expect(startFor('month', '')).toBe('')
  })

  it('checks with the server schema: a department, a period start and an amount', () => {
    const blank = budgetWrite({ departmentId: '', period: 'month', startsOn: '2026-11-02', amount: '' }, null)
    expect(blank.ok).toBe(false)
    if (!blank.ok) {
      expect(blank.errors.departmentId).toBe('Select a department')
      expect(blank.errors.amount).toBe('Amount is required')
    }
    const midMonth = budgetWrite({ departmentId: DEPT, period: 'month', startsOn: '2026-11-02', amount: '10' }, null)
    expect(midMonth.ok ? null : midMonth.errors.startsOn).toMatch(/first day of its period/)
    const good = budgetWrite({ departmentId: DEPT, period: 'quarter', startsOn: '2026-04-01', amount: '1500.50' }, null)
    expect(good).toEqual({
      ok: true,
      body: { departmentId: DEPT, period: 'quarter', startsOn: '2026-04-01', amount: 1500.5 },
    })
    const edit = budgetWrite(budgetFormValues(standing(), '2026-11-24'), standing())
    expect(edit.ok && edit.body.budgetId).toBe(standing().budgetId)
  })

  it('renames a department by its id and requires a name', () => {
    const stored = { departmentId: DEPT, name: 'Stores', code: '', members: 2 }
    expect(departmentWrite({ name: ' Main stores ', code: 'CC-1' }, stored)).toEqual({
      ok: true,
      body: { departmentId: DEPT, name: 'Main stores', code: 'CC-1' },
    })
    const blank = departmentWrite({ name: '  ', code: '' }, null)
    expect(blank.ok ? null : blank.errors.name).toBe('Department name is required')
  })
})

describe('the server budget answers', () => {
  it('recognises a refusal beyond 100% by its budget, not any 409', () => {
    const refused = new ApiError(409, 'Over budget: this takes ...', undefined, { budget: standing() })
    expect(budgetRefusal(refused)).toBe('Over budget: this takes ...')
    expect(budgetRefusal(new ApiError(409, 'Your cart changed', undefined, { cart: {} }))).toBeNull()
    expect(budgetRefusal(new ApiError(400, 'Bad', undefined, { budget: standing() }))).toBeNull()
  })

  it('toasts a warning or an approval, not an ok', () => {
    expect(noticeToast(null)).toBeNull()
    expect(noticeToast({ outcome: 'ok', message: null, budget: standing() })).toBeNull()
    expect(noticeToast({ outcome: 'warn', message: 'This uses 85%', budget: standing() })).toEqual({
      title: 'Budget warning',
      message: 'This uses 85%',
    })
  })
})
