import { type BudgetOutcome, budgetOutcome } from './budget-rules'
import type { BudgetStanding } from './budget-schemas'
import type { RoleFigures } from './dashboard'
import { formatInr, toPaise } from './money'
import { formatCount } from './number-format'
import type { PoStatus } from './po-status'

/** One figure as a tile: its label, its value as shown, what it counts, and the list it opens (null: none). */
export interface DashboardTile {
  label: string
  value: string
  hint: string
  href: string | null
  /** Words saying the figure needs action (never colour alone), or null when it does not. */
  attention: string | null
}

const n = formatCount
const plural = (count: number, one: string, many = `${one}s`) => `${n(count)} ${count === 1 ? one : many}`

/** A tile whose figure needs action when its count is above zero. */
function tile(label: string, count: number, hint: string, href: string | null, attention: string | null = null) {
  return { label, value: n(count), hint, href, attention: count > 0 ? attention : null }
}

/** The headline count tiles of a role's figures, in the order the dashboard shows them (lists and charts aside). */
export function dashboardTiles(f: RoleFigures): DashboardTile[] {
  switch (f.role) {
    case 'buyer':
      return [
        tile(
          'Deliveries overdue',
          f.deliveriesOverdue.count,
          'Your POs past their delivery date',
          f.deliveriesOverdue.href,
          'Overdue',
        ),
        tile(
          'Deliveries due this week',
          f.deliveriesDueThisWeek.count,
          'Today and the next 7 days',
          f.deliveriesDueThisWeek.href,
        ),
        tile(
          'Orders awaiting approval',
          f.ordersAwaitingApproval.count,
          'Your shop orders',
          f.ordersAwaitingApproval.href,
        ),
        tile(
          'RFQs closing soon',
          f.rfqsClosingSoon.count,
          'Your sent RFQs, deadline within 3 days',
          f.rfqsClosingSoon.href,
          'Closing soon',
        ),
        tile('RFQ responses in', f.rfqResponsesIn.count, 'Received on your open RFQs', f.rfqResponsesIn.href),
      ]
    case 'approver':
      return [
        tile('Waiting on me', f.waitingOnMe.count, 'Earliest due first', f.waitingOnMe.href),
        tile('Overdue', f.waitingOnMe.overdue, 'Past the time to decide', f.waitingOnMe.overdueHref, 'Overdue'),
        tile('Decided this week', f.decidedThisWeek.count, 'Since Monday', f.decidedThisWeek.href),
        {
          label: 'Average time to decide',
          value: f.averageHoursToDecide === null ? '–' : `${f.averageHoursToDecide} h`,
          hint: f.averageHoursToDecide === null ? 'No decisions in the last 30 days' : 'Over the last 30 days',
          href: null,
          attention: null,
        },
      ]
    case 'warehouse':
      return [
        tile('Deliveries due today', f.dueToday.count, 'Issued or partly delivered', f.dueToday.href, 'Due today'),
        tile('Deliveries due this week', f.dueThisWeek.count, 'Today and the next 7 days', f.dueThisWeek.href),
        tile(
          'Partially delivered POs',
          f.partiallyDelivered.count,
          'Still waiting for the rest',
          f.partiallyDelivered.href,
        ),
      ]
    case 'catalogue_manager':
      return [
        tile('Low stock', f.lowStock.count, 'At or below the reorder level', f.lowStock.href, 'Reorder'),
        tile('Products without images', f.withoutImages.count, 'Add a photo to each', f.withoutImages.href),
        tile(
          'Inactive products in carts',
          f.inactiveInCarts.count,
          'Buyers cannot check them out',
          f.inactiveInCarts.href,
          'Blocks checkout',
        ),
      ]
    case 'admin':
      return f.openPoValueByStatus.map((s) => ({
        label: `Open POs: ${s.status}`,
        value: formatInr(s.amount),
        hint: plural(s.count, 'PO'),
        href: s.href,
        attention: null,
      }))
  }
}

/** A buyer's POs of each status they have any of, as tiles of the count with the value as hint. */
export function poStatusTiles(
  statuses: ReadonlyArray<{ status: PoStatus; count: number; amount: number; href: string }>,
): DashboardTile[] {
  return statuses
    .filter((s) => s.count > 0)
    .map((s) => ({ label: s.status, value: n(s.count), hint: formatInr(s.amount), href: s.href, attention: null }))
}

const BUDGET_WORDS: Record<BudgetOutcome, string> = {
  ok: 'Within budget',
  warn: '80% or more used',
  approval: 'Over budget',
  refused: 'Over budget',
}

/** How much of a budget is used, as the progress bar shows it (0 to 100), and in words by checkout's own rule. */
export function budgetUse(b: Pick<BudgetStanding, 'amount' | 'committed' | 'spent' | 'usedPercent'>) {
  const outcome = budgetOutcome(
    {
      budgetPaise: toPaise(b.amount),
      committedPaise: toPaise(b.committed),
      spentPaise: toPaise(b.spent),
      amountPaise: 0,
    },
    false,
  )
  return {
    percent: Math.min(100, Math.max(0, b.usedPercent)),
    words: BUDGET_WORDS[outcome],
    attention: outcome !== 'ok',
  }
}
