import { type Decision, ownDecisionRefusal } from './approval-rules'

/** Statuses of a shop order, in lifecycle order. */
export const ORDER_STATUSES = ['Placed', 'Pending Approval', 'Approved', 'Fulfilled', 'Cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Who may move an order: the person who placed it, an approver, or the warehouse. */
export type OrderActorKind = 'owner' | 'approver' | 'warehouse'

/** Every allowed transition and who may make it; anything else is refused. */
export const ORDER_TRANSITIONS: ReadonlyArray<{
  from: OrderStatus
  to: OrderStatus
  by: readonly OrderActorKind[]
  /** Approving: never by the person who placed the order (src/shared/approval-rules.ts). */
  decides?: Decision
}> = [
  { from: 'Placed', to: 'Pending Approval', by: ['owner'] },
  { from: 'Placed', to: 'Approved', by: ['approver'], decides: 'approve' },
  { from: 'Pending Approval', to: 'Approved', by: ['approver'], decides: 'approve' },
  { from: 'Approved', to: 'Fulfilled', by: ['warehouse'] },
  { from: 'Placed', to: 'Cancelled', by: ['owner', 'approver'] },
  { from: 'Pending Approval', to: 'Cancelled', by: ['owner', 'approver'] },
  { from: 'Approved', to: 'Cancelled', by: ['approver'] },
]

/** True when `by` may move an order from `from` to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus, by: OrderActorKind): boolean {
  return ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by.includes(by))
}

/** True when the lifecycle has a move from one status to the other, whoever may make it. */
export function isOrderTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS.some((t) => t.from === from && t.to === to)
}

/** The statuses an order can move to next, for whom. */
export function nextOrderStatuses(from: OrderStatus, by: OrderActorKind): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === from && t.by.includes(by)).map((t) => t.to)
}

/** Whether a move approves the order (undefined for every other move). */
export const orderDecision = (from: OrderStatus, to: OrderStatus): Decision | undefined =>
  ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to)?.decides

/**
 * The statuses a reader may move an order to, in lifecycle order: what any of their kinds allows,
 * less approving an order they placed themselves.
 */
export function orderMovesFor(from: OrderStatus, kinds: readonly OrderActorKind[]): OrderStatus[] {
  const placedByReader = kinds.includes('owner')
  return ORDER_STATUSES.filter(
    (to) =>
      kinds.some((kind) => canMoveOrder(from, to, kind)) &&
      ownDecisionRefusal('order', orderDecision(from, to), placedByReader) === null,
  )
}

/** Statuses after which an order no longer changes. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['Fulfilled', 'Cancelled']
