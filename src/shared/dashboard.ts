import * as v from 'valibot'
import { APPROVAL_TYPES } from './approval-rules'
import { BudgetStandingSchema } from './budget-schemas'
import { PO_STATUSES } from './po-status'
import { RoleSchema } from './roles'

/** A count and the list behind it (a URL of the app with the list's own search parameters). */
export const CountFigureSchema = v.object({ count: v.number(), href: v.string() })
export type CountFigure = v.InferOutput<typeof CountFigureSchema>

/** An amount (rupees) and the list whose rows add up to it. */
export const AmountFigureSchema = v.object({ amount: v.number(), href: v.string() })

/** POs of one status: how many, their value (rupees) and the filtered PO list. */
export const StatusFigureSchema = v.object({
  status: v.picklist(PO_STATUSES),
  count: v.number(),
  amount: v.number(),
  href: v.string(),
})

/** A PO due for delivery, with the screen to receive it on. */
export const DueDeliverySchema = v.object({
  poId: v.string(),
  poNumber: v.string(),
  vendorName: v.string(),
  deliveryDate: v.string(),
  status: v.picklist(PO_STATUSES),
  href: v.string(),
})
export type DueDelivery = v.InferOutput<typeof DueDeliverySchema>

/** A request waiting for a decision (approver's queue, admin's bottlenecks). */
export const WaitingApprovalSchema = v.object({
  pendingId: v.string(),
  approvalType: v.picklist(APPROVAL_TYPES),
  documentNumber: v.string(),
  requestedBy: v.string(),
  /** Who it waits on: a person, or a role when it falls to every user of one. */
  waitingOn: v.string(),
  requestedDate: v.string(),
  dueDate: v.string(),
  overdue: v.boolean(),
  hoursWaiting: v.number(),
  href: v.string(),
})
export type WaitingApproval = v.InferOutput<typeof WaitingApprovalSchema>

/** A labelled amount of a chart (rupees), with the list behind it when there is one. */
export const AmountPointSchema = v.object({
  key: v.string(),
  label: v.string(),
  amount: v.number(),
  href: v.nullable(v.string()),
})
export type AmountPoint = v.InferOutput<typeof AmountPointSchema>

/** A buyer's day: their POs by status, deliveries due and late, orders waiting, their RFQs, and this month's spend. */
export const BuyerFiguresSchema = v.object({
  role: v.literal('buyer'),
  posByStatus: v.array(StatusFigureSchema),
  deliveriesDueThisWeek: CountFigureSchema,
  deliveriesOverdue: CountFigureSchema,
  ordersAwaitingApproval: CountFigureSchema,
  /** The buyer's RFQs still Sent whose response deadline is within the next three days. */
  rfqsClosingSoon: CountFigureSchema,
  /** Responses received from partners on the buyer's open RFQs (Sent, Closed for bids, Under Evaluation). */
  rfqResponsesIn: CountFigureSchema,
  /**
   * What the buyer committed and spent this month (rupees), split into their POs and their shop
   * orders (each with the list of exactly those), and their department's tightest budget today.
   */
  spendThisMonth: v.object({
    committed: v.number(),
    spent: v.number(),
    pos: AmountFigureSchema,
    orders: AmountFigureSchema,
    budget: v.nullable(BudgetStandingSchema),
  }),
})

/** An approver's day: what waits on them (overdue first), decided this week, average time to decide. */
export const ApproverFiguresSchema = v.object({
  role: v.literal('approver'),
  waitingOnMe: v.object({
    count: v.number(),
    overdue: v.number(),
    href: v.string(),
    overdueHref: v.string(),
    oldest: v.array(WaitingApprovalSchema),
  }),
  decidedThisWeek: CountFigureSchema,
  /** Hours from request to decision over the decisions of the last 30 days; null without any. */
  averageHoursToDecide: v.nullable(v.number()),
})

/** The warehouse's day: deliveries due today and this week (each with its receive screen), partly delivered POs. */
export const WarehouseFiguresSchema = v.object({
  role: v.literal('warehouse'),
  dueToday: v.object({ count: v.number(), href: v.string(), items: v.array(DueDeliverySchema) }),
  dueThisWeek: v.object({ count: v.number(), href: v.string(), items: v.array(DueDeliverySchema) }),
  partiallyDelivered: CountFigureSchema,
})

/** The catalogue manager's day: low stock, products without images, inactive products still in carts. */
export const CatalogueFiguresSchema = v.object({
  role: v.literal('catalogue_manager'),
  lowStock: CountFigureSchema,
  withoutImages: CountFigureSchema,
  inactiveInCarts: CountFigureSchema,
})

/** The admin's view: spend by category, vendor and month, open PO value, bottlenecks, users by role. */
export const AdminFiguresSchema = v.object({
  role: v.literal('admin'),
  /** Shop orders approved or fulfilled in the last 12 months by product category (PO lines have no category). */
  spendByCategory: v.array(AmountPointSchema),
  /** POs approved onwards (not rejected or cancelled) in the last 12 months, top vendors. */
  spendByVendor: v.array(AmountPointSchema),
  /** The last 12 months, oldest first, POs approved onwards plus orders approved or fulfilled; key YYYY-MM. */
  spendByMonth: v.array(AmountPointSchema),
  openPoValueByStatus: v.array(StatusFigureSchema),
  bottlenecks: v.array(WaitingApprovalSchema),
  usersByRole: v.array(v.object({ role: RoleSchema, count: v.number() })),
  invitedUsers: v.number(),
})

/** The figures of the signed-in user's role. */
export const RoleFiguresSchema = v.variant('role', [
  BuyerFiguresSchema,
  ApproverFiguresSchema,
  WarehouseFiguresSchema,
  CatalogueFiguresSchema,
  AdminFiguresSchema,
])
export type RoleFigures = v.InferOutput<typeof RoleFiguresSchema>

/** GET get-dashboard: the tenant, the user's sessions, and the figures of their role (`figures.role`). */
export const DashboardSummarySchema = v.object({
  tenant: v.object({ name: v.string(), domains: v.array(v.string()), createdAt: v.string() }),
  you: v.object({ activeSessions: v.number(), sessionStartedAt: v.string() }),
  /** The day the figures are for (UTC), YYYY-MM-DD. */
  today: v.string(),
  figures: RoleFiguresSchema,
})

export type DashboardSummary = v.InferOutput<typeof DashboardSummarySchema>
