import type { Role } from './roles'

/** The document types that go through approval (spec point 4). */
export const APPROVAL_TYPES = ['Category', 'Product', 'RfQ', 'PO', 'Order', 'Supplier Onboarding'] as const
export type ApprovalType = (typeof APPROVAL_TYPES)[number]

/** The type as written in `/Approval-Form/{name}/{id}` (beyond-the-spec: `Supplier-Onboarding`). */
export const approvalTypeUrlName = (type: ApprovalType): string => type.replace(/ /g, '-')

/** The URL names of the approval types, in type order. */
export const APPROVAL_URL_NAMES = APPROVAL_TYPES.map(approvalTypeUrlName) as [string, ...string[]]

/** The approval type a URL name stands for. */
export const approvalTypeOfUrlName = (name: string): ApprovalType | undefined =>
  APPROVAL_TYPES.find((type) => approvalTypeUrlName(type) === name)

/** Where a request for approval stands: spec point 4 plus Sent Back (for changes) and Withdrawn (cancelled). */
export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected', 'Sent Back', 'Withdrawn'] as const
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number]

/** Approval configuration status (spec point 4). */
export const WORKFLOW_STATUSES = ['Active', 'Draft', 'Inactive'] as const
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number]

/** Priority of a pending approval (spec point 4). */
export const PRIORITIES = ['High', 'Medium', 'Low'] as const
export type Priority = (typeof PRIORITIES)[number]

/** What an approver decides at their level. */
export const APPROVAL_DECISIONS = ['approve', 'reject', 'send-back'] as const
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number]

/** Spec point 5, on the server as well as in the form. */
export const MAX_APPROVERS = 5
export const DUPLICATE_APPROVER = 'This user is already in the approval flow.'
export const TOO_MANY_APPROVERS = `Maximum of ${MAX_APPROVERS} approvers allowed.`

/** Hours a level has to decide unless the workflow says otherwise. */
export const DEFAULT_SLA_HOURS = 48
export const MAX_SLA_HOURS = 720

/** How many delegation hops are followed (A -> B -> C ...) before the chain stops. */
export const MAX_DELEGATION_HOPS = 5

/** 'Level N' (spec point 4). */
export const levelLabel = (level: number): string => `Level ${level}`

/** One ordered approver of a workflow: a user or every user of a role; a level may apply from an amount on. */
export interface ApproverEntry {
  userId: string | null
  role: Role | null
  /** The level applies only to documents worth at least this much (rupees); null: always. */
  minAmount: number | null
}

/** The levels a document goes through: those whose threshold its amount reaches (all when it has no amount). */
export function levelsFor<T extends Pick<ApproverEntry, 'minAmount'>>(
  approvers: readonly T[],
  amount: number | null,
): T[] {
  return approvers.filter((a) => a.minAmount === null || amount === null || amount >= a.minAmount)
}

/** Priority from the document's value: from ₹5,00,000 High, from ₹50,000 Medium, otherwise (or no value) Low. */
export function priorityFor(amount: number | null): Priority {
  if (amount === null) return 'Medium'
  if (amount >= 500_000) return 'High'
  if (amount >= 50_000) return 'Medium'
  return 'Low'
}

/**
 * Who acts for `userId` today: the delegation chain followed (A -> B -> C), at most
 * MAX_DELEGATION_HOPS hops, stopping before a user already passed (a cycle A -> B -> A ends at B).
 */
export function delegateOf(userId: string, delegateFor: ReadonlyMap<string, string>): string {
  const seen = new Set([userId])
  let current = userId
  for (let hop = 0; hop < MAX_DELEGATION_HOPS; hop += 1) {
    const next = delegateFor.get(current)
    if (next === undefined || seen.has(next)) break
    seen.add(next)
    current = next
  }
  return current
}

/** A decision on a document someone raised. */
export type Decision = 'approve' | 'reject' | 'send back'

/** The engine's decision a lifecycle's decision stands for. */
export const approvalDecisionOf = (decision: Decision): ApprovalDecision =>
  decision === 'send back' ? 'send-back' : decision

/** The documents people raise and others decide on. */
export type RaisedDocument =
  | 'order'
  | 'purchase order'
  | 'supply partner'
  | 'category'
  | 'product'
  | 'request for quotation'

const RAISED: Record<RaisedDocument, string> = {
  order: 'an order you placed',
  'purchase order': 'a purchase order you raised',
  'supply partner': 'a supply partner you registered',
  category: 'a category you raised',
  product: 'a product you raised',
  'request for quotation': 'a request for quotation you raised',
}

/** The raised document of each approval type, for the messages. */
export const RAISED_DOCUMENT: Record<ApprovalType, RaisedDocument> = {
  Category: 'category',
  Product: 'product',
  RfQ: 'request for quotation',
  PO: 'purchase order',
  Order: 'order',
  'Supplier Onboarding': 'supply partner',
}

/**
 * Segregation of duties, the one rule (the approval engine's and every lifecycle's): nobody
 * approves, rejects or sends back a document they raised. Answers why a decision is refused, or
 * null when the move decides nothing or the reader did not raise the document.
 */
export function ownDecisionRefusal(
  document: RaisedDocument,
  decision: Decision | undefined,
  raisedByReader: boolean,
): string | null {
  if (decision === undefined || !raisedByReader) return null
  return `You cannot ${decision} ${RAISED[document]}.`
}
