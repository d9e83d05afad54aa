/** Statuses of a shop order, in lifecycle order. */
export const ORDER_STATUSES = ['Placed', 'Pending Approval', 'Approved', 'Fulfilled', 'Cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Who may move an order: the person who placed it, an approver, or the warehouse. */
export type OrderActorKind = 'owner' | 'approver' | 'warehouse'

/** Every allowed transition and who may make it; anything else is refused. */
export const ORDER_TRANSITIONS: ReadonlyArray<{ from: OrderStatus; to: OrderStatus; by: readonly OrderActorKind[] }> = [
  { from: 'Placed', to: 'Pending Approval', by: ['owner'] },
  { from: 'Placed', to: 'Approved', by: ['approver'] },
  { from: 'Pending Approval', to: 'Approved', by: ['approver'] },
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

/** Statuses after which an order no longer changes. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['Fulfilled', 'Cancelled']
