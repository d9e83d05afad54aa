import { describe, expect, it } from 'vitest'
import { dashboardEmpty } from '../../../src/features/dashboard/dashboard-empty'
import type { RoleFigures } from '../../../src/shared/dashboard'
import { budgetUse, dashboardTiles, poStatusTiles } from '../../../src/shared/dashboard-tiles'
import { PO_STATUSES } from '../../../src/shared/po-status'

type Of<R extends RoleFigures['role']> = Extract<RoleFigures, { role: R }>
const figure = (count: number, href = `/list-${count}`) => ({ count, href })

function buyer(over: Partial<Of<'buyer'>> = {}): Of<'buyer'> {
  return {
    role: 'buyer',
    posByStatus: PO_STATUSES.map((status) => ({ status, count: 0, amount: 0, href: `/Manage-PO?status=${status}` })),
    deliveriesDueThisWeek: figure(0),
    deliveriesOverdue: figure(0),
    ordersAwaitingApproval: figure(0),
    rfqsClosingSoon: figure(0),
    rfqResponsesIn: figure(0),
    spendThisMonth: {
      committed: 0,
      spent: 0,
      pos: { amount: 0, href: '/Manage-PO' },
      orders: { amount: 0, href: '/orders' },
      budget: null,
    },
    ...over,
  }
}

const byLabel = (f: RoleFigures) => Object.fromEntries(dashboardTiles(f).map((t) => [t.label, t]))

describe('dashboard tiles', () => {
  it("shows the buyer's figures with their lists, overdue and closing soon in words only when there are some", () => {
    const tiles = byLabel(
      buyer({
        deliveriesOverdue: { count: 2, href: '/Manage-PO?deliveryDateTo=2026-01-04' },
        rfqsClosingSoon: { count: 1234, href: '/Manage-RFQs?status=Sent' },
      }),
    )
    expect(Object.keys(tiles)).toEqual([
      'Deliveries overdue',
      'Deliveries due this week',
      'Orders awaiting approval',
      'RFQs closing soon',
      'RFQ responses in',
    ])
    expect(tiles['Deliveries overdue']).toMatchObject({
      value: '2',
      href: '/Manage-PO?deliveryDateTo=2026-01-04',
      attention: 'Overdue',
    })
    expect(tiles['RFQs closing soon']).toMatchObject({ value: '1,234', attention: 'Closing soon' })
    expect(tiles['Deliveries due this week']?.attention).toBeNull()
    expect(byLabel(buyer())['Deliveries overdue']?.attention).toBeNull()
  })

  it("marks the approver's overdue requests, and has no list behind the average time to decide", () => {
    const f: Of<'approver'> = {
      role: 'approver',
      waitingOnMe: {
        count: 3,
        overdue: 1,
        href: '/Pending-Approvals',
        overdueHref: '/Pending-Approvals?overdue=true',
        oldest: [],
      },
      decidedThisWeek: figure(4),
      averageHoursToDecide: null,
    }
    const tiles = byLabel(f)
    expect(tiles.Overdue).toMatchObject({ value: '1', href: '/Pending-Approvals?overdue=true', attention: 'Overdue' })
    expect(tiles['Average time to decide']).toMatchObject({
      value: '–',
      href: null,
      hint: 'No decisions in the last 30 days',
    })
    expect(byLabel({ ...f, averageHoursToDecide: 5.5 })['Average time to decide']?.value).toBe('5.5 h')
  })

  it('shows the admin the value of open POs of each status with how many they are', () => {
    const f: Of<'admin'> = {
      role: 'admin',
      spendByCategory: [],
      spendByVendor: [],
      spendByMonth: [],
      openPoValueByStatus: [
        { status: 'Draft', count: 1, amount: 1500, href: '/Manage-PO?status=Draft' },
        { status: 'Issued', count: 3, amount: 250000.5, href: '/Manage-PO?status=Issued' },
      ],
      bottlenecks: [],
      usersByRole: [],
      invitedUsers: 0,
    }
    expect(dashboardTiles(f).map((t) => [t.label, t.value, t.hint, t.href])).toEqual([
      ['Open POs: Draft', '₹1,500.00', '1 PO', '/Manage-PO?status=Draft'],
      ['Open POs: Issued', '₹2,50,000.50', '3 POs', '/Manage-PO?status=Issued'],
    ])
  })

  it('lists only the PO statuses the buyer has any of, with their value', () => {
    const statuses = buyer().posByStatus.map((s) => (s.status === 'Approved' ? { ...s, count: 2, amount: 650 } : s))
    expect(poStatusTiles(statuses)).toEqual([
      { label: 'Approved', value: '2', hint: '₹650.00', href: '/Manage-PO?status=Approved', attention: null },
    ])
  })
})

describe('budget use', () => {
  const budget = (used: number) => ({ amount: 10000, committed: used, spent: 0, usedPercent: used / 100 })
  it.each([
    [7999, 'Within budget', false],
    [8000, '80% or more used', true],
    [10000, '80% or more used', true],
    [10001, 'Over budget', true],
  ])('at ₹%i of ₹10,000 says %s', (used, words, attention) => {
    expect(budgetUse(budget(used))).toMatchObject({ words, attention })
  })

  it('fills the bar up to 100 and no further', () => {
    expect(budgetUse(budget(5000)).percent).toBe(50)
    expect(budgetUse(budget(25000)).percent).toBe(100)
  })
})

describe('dashboard empty states', () => {
  it('tells a buyer without POs, orders or RFQs to create a PO', () => {
    expect(dashboardEmpty(buyer())).toMatchObject({
      title: 'No purchase orders yet',
      action: { label: 'Create a PO', href: '/Manage-PO/Create-PO' },
    })
    expect(dashboardEmpty(buyer({ rfqResponsesIn: figure(1) }))).toBeNull()
  })

  it('tells a new admin to add a supply partner, and shows an approver and the warehouse their figures even at zero', () => {
    const admin: Of<'admin'> = {
      role: 'admin',
      spendByCategory: [],
      spendByVendor: [],
      spendByMonth: [{ key: '2026-01', label: 'Jan 2026', amount: 0, href: null }],
      openPoValueByStatus: [{ status: 'Draft', count: 0, amount: 0, href: '/Manage-PO?status=Draft' }],
      bottlenecks: [],
      usersByRole: [{ role: 'admin', count: 1 }],
      invitedUsers: 0,
    }
    expect(dashboardEmpty(admin)?.action).toEqual({ label: 'Add a supply partner', href: '/New-Supply-Partner' })
    const draft = { status: 'Draft' as const, count: 1, amount: 10, href: '/Manage-PO?status=Draft' }
    expect(dashboardEmpty({ ...admin, openPoValueByStatus: [draft] })).toBeNull()
    const quiet: Of<'warehouse'> = {
      role: 'warehouse',
      dueToday: { count: 0, href: '/a', items: [] },
      dueThisWeek: { count: 0, href: '/b', items: [] },
      partiallyDelivered: figure(0),
    }
    expect(dashboardEmpty(quiet)).toBeNull()
  })
})
