import type { RoleFigures } from './dashboard'
import { formatInr } from './money'
import { ROLE_LABELS } from './roles'

/** One figure as a tile: its label, its value as shown, and the list it opens (null: none). */
export interface DashboardTile {
  label: string
  value: string
  href: string | null
}

const n = (count: number) => count.toLocaleString('en-IN')

/** The count tiles of a role's figures, in the order the dashboard shows them (charts and lists aside). */
export function dashboardTiles(f: RoleFigures): DashboardTile[] {
  switch (f.role) {
    case 'buyer':
      return [
        ...f.posByStatus
          .filter((s) => s.count > 0)
          .map((s) => ({ label: `POs ${s.status}`, value: n(s.count), href: s.href })),
        {
          label: 'Deliveries due this week',
          value: n(f.deliveriesDueThisWeek.count),
          href: f.deliveriesDueThisWeek.href,
        },
        { label: 'Deliveries overdue', value: n(f.deliveriesOverdue.count), href: f.deliveriesOverdue.href },
        {
          label: 'Orders awaiting approval',
          value: n(f.ordersAwaitingApproval.count),
          href: f.ordersAwaitingApproval.href,
        },
        {
          label: f.spendThisMonth.budget
            ? `Spend this month of ${formatInr(f.spendThisMonth.budget.amount)}`
            : 'Spend this month',
          value: formatInr(f.spendThisMonth.committed + f.spendThisMonth.spent),
          href: f.spendThisMonth.href,
        },
      ]
    case 'approver':
      return [
        { label: 'Waiting on me', value: n(f.waitingOnMe.count), href: f.waitingOnMe.href },
        { label: 'Overdue', value: n(f.waitingOnMe.overdue), href: f.waitingOnMe.overdueHref },
        { label: 'Decided this week', value: n(f.decidedThisWeek.count), href: f.decidedThisWeek.href },
        {
          label: 'Average time to decide',
          value: f.averageHoursToDecide === null ? '–' : `${f.averageHoursToDecide} h`,
          href: null,
        },
      ]
    case 'warehouse':
      return [
        { label: 'Deliveries due today', value: n(f.dueToday.count), href: f.dueToday.href },
        { label: 'Deliveries due this week', value: n(f.dueThisWeek.count), href: f.dueThisWeek.href },
        { label: 'Partially delivered POs', value: n(f.partiallyDelivered.count), href: f.partiallyDelivered.href },
      ]
    case 'catalogue_manager':
      return [
        { label: 'Low stock', value: n(f.lowStock.count), href: f.lowStock.href },
        { label: 'Products without images', value: n(f.withoutImages.count), href: f.withoutImages.href },
        { label: 'Inactive products in carts', value: n(f.inactiveInCarts.count), href: f.inactiveInCarts.href },
      ]
    case 'admin':
      return [
        ...f.openPoValueByStatus.map((s) => ({
          label: `Open POs ${s.status}`,
          value: formatInr(s.amount),
          href: s.href,
        })),
        ...f.usersByRole.map((r) => ({ label: `${ROLE_LABELS[r.role]} users`, value: n(r.count), href: null })),
      ]
  }
}
