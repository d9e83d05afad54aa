import type { RoleFigures } from '../../shared/dashboard'

/** What a role's dashboard says when it has nothing to show yet, and the first thing to do. */
export interface DashboardEmpty {
  title: string
  description: string
  action: { label: string; href: string }
}

const none = (...counts: number[]) => counts.every((count) => count === 0)

/** The empty state of a role's dashboard on a new tenant (what to do first), or null when it has figures to show. */
export function dashboardEmpty(f: RoleFigures): DashboardEmpty | null {
  switch (f.role) {
    case 'buyer':
      return none(
        ...f.posByStatus.map((s) => s.count),
        f.ordersAwaitingApproval.count,
        f.rfqsClosingSoon.count,
        f.rfqResponsesIn.count,
        f.spendThisMonth.committed + f.spendThisMonth.spent,
      )
        ? {
            title: 'No purchase orders yet',
            description: 'Raise your first purchase order, or ask supply partners for quotes with an RFQ.',
            action: { label: 'Create a PO', href: '/Manage-PO/Create-PO' },
          }
        : null
    case 'catalogue_manager':
      return none(f.lowStock.count, f.withoutImages.count, f.inactiveInCarts.count)
        ? {
            title: 'Nothing in the catalogue needs you',
            description: 'Low stock, products without images and inactive products in carts show up here.',
            action: { label: 'Create a product', href: '/Create-Product' },
          }
        : null
    case 'admin':
      return none(
        ...f.spendByMonth.map((m) => m.amount),
        ...f.openPoValueByStatus.map((s) => s.count),
        f.bottlenecks.length,
      )
        ? {
            title: 'No purchases yet',
            description:
              'Spend and open purchase orders fill in as buyers raise them. Start by adding a supply partner and an approval workflow.',
            action: { label: 'Add a supply partner', href: '/New-Supply-Partner' },
          }
        : null
    default:
      // An approver's and the warehouse's figures are worth seeing at zero: their lists say what comes there.
      return null
  }
}
