import { ORDER_STATUSES, type OrderStatus } from '../../shared/order-status'

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
 * The moves the signed-in user may make on an order, in lifecycle order, each once: the ones the
 * server lists for them (it knows who placed the order, and that nobody approves their own).
 */
export function orderActionsFor(order: { NextStatuses: readonly OrderStatus[] }): OrderAction[] {
  return ORDER_STATUSES.flatMap((to) => {
    const action = ACTIONS[to]
    return order.NextStatuses.includes(to) && action ? [{ to, ...action }] : []
  })
}
