import { nextOrderStatuses, ORDER_STATUSES, type OrderActorKind, type OrderStatus } from '../../shared/order-status'
import type { Role } from '../../shared/roles'

/** What a button that moves an order to a status says and asks. */
export interface OrderAction {
  to: OrderStatus
  label: string
  question: string
  /** The toast once it is done. */
  done: string
  /** Cancelling is the destructive one. */
  danger: boolean
}

const ACTIONS: Partial<Record<OrderStatus, Omit<OrderAction, 'to'>>> = {
  'Pending Approval': {
    label: 'Submit for approval',
    question: 'Send this order to an approver?',
    done: 'Order submitted for approval',
    danger: false,
  },
  Approved: {
    label: 'Approve',
    question: 'Approve this order for fulfilment?',
    done: 'Order approved',
    danger: false,
  },
  Fulfilled: {
    label: 'Mark fulfilled',
    question: 'Mark this order as delivered in full?',
    done: 'Order marked fulfilled',
    danger: false,
  },
  Cancelled: {
    label: 'Cancel order',
    question: 'Cancel this order? Its items go back into stock.',
    done: 'Order cancelled',
    danger: true,
  },
}

/**
 * The ways a user relates to an order, as the server's lifecycle check sees them: the person who
 * placed it, an approver (approvers and admins), the warehouse (warehouse staff and admins).
 */
export function orderActorKinds(role: Role, isOwner: boolean): OrderActorKind[] {
  const kinds: OrderActorKind[] = []
  if (isOwner) kinds.push('owner')
  if (role === 'approver' || role === 'admin') kinds.push('approver')
  if (role === 'warehouse' || role === 'admin') kinds.push('warehouse')
  return kinds
}

/** The moves a user may make on an order in its status, in lifecycle order, each once. */
export function orderActions(status: OrderStatus, kinds: readonly OrderActorKind[]): OrderAction[] {
  const allowed = new Set(kinds.flatMap((kind) => nextOrderStatuses(status, kind)))
  return ORDER_STATUSES.flatMap((to) => {
    const action = ACTIONS[to]
    return allowed.has(to) && action ? [{ to, ...action }] : []
  })
}

/**
 * The moves the signed-in user may make on an order. The API names the person who placed an
 * order but not their id, so ownership is matched by full name; the server checks it again.
 */
export function orderActionsFor(
  order: { Status: OrderStatus; PlacedBy: string },
  user: { Role: Role; FullName: string },
): OrderAction[] {
  return orderActions(order.Status, orderActorKinds(user.Role, order.PlacedBy === user.FullName))
}
