import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { checkoutErrors } from '../../../src/features/checkout/checkout-values'
import { orderList } from '../../../src/features/orders/list-search'
import { orderActionsFor } from '../../../src/features/orders/order-actions'
import { OrderIdSearchSchema } from '../../../src/features/orders/order-id-search'
import { type OrderActorKind, type OrderStatus, orderMovesFor } from '../../../src/shared/order-status'

describe('order list search params', () => {
  it('keep valid filters and drop malformed ones', () => {
    expect(
      v.parse(orderList.schema, { status: 'Approved', from: '2026-01-01', to: 'yesterday', sort: 'Total' }),
    ).toMatchObject({ status: 'Approved', from: '2026-01-01', to: undefined, sort: 'Total' })
    expect(v.parse(orderList.schema, { status: 'Lost' }).status).toBeUndefined()
  })

  it('list newest first unless the URL says otherwise', () => {
    expect(orderList.state({}).sort).toEqual({ column: 'PlacedAt', direction: 'desc' })
    expect(orderList.query({})).toMatchObject({ iSortCol_0: 0, sSortDir_0: 'desc', iDisplayStart: 0 })
    expect(orderList.query({ sort: 'Total', dir: 'asc', page: 2, status: 'Placed', from: '2026-02-01' })).toMatchObject(
      {
        iSortCol_0: 3,
        sSortDir_0: 'asc',
        iDisplayStart: 10,
        status: 'Placed',
        from: '2026-02-01',
      },
    )
  })

  it('keep ascending in the URL and drop descending, the default', () => {
    expect(orderList.patch({}, { sort: 'PlacedAt', dir: 'asc' })).toMatchObject({ sort: undefined, dir: 'asc' })
    expect(orderList.patch({ dir: 'asc' }, { dir: 'desc' })).toMatchObject({ dir: undefined })
    expect(orderList.patch({ dir: 'asc', page: 3 }, { status: 'Placed' })).toMatchObject({
      dir: 'asc',
      page: undefined,
      status: 'Placed',
    })
    expect(orderList.patch({ from: '2026-01-01' }, { from: '' })).toMatchObject({ from: undefined })
  })

  it('drop an order id that is not a UUID', () => {
    expect(v.parse(OrderIdSearchSchema, { OrderID: 'nope' }).OrderID).toBeUndefined()
    const id = '01936f5e-1c2d-7a00-8000-000000000001'
    expect(v.parse(OrderIdSearchSchema, { OrderID: id.toUpperCase() }).OrderID).toBe(id)
  })
})

describe('order actions', () => {
  const all: OrderActorKind[] = ['owner', 'approver', 'warehouse']
  const cases: Array<[OrderStatus, OrderActorKind[], string[]]> = [
    ['Placed', ['owner'], ['Pending Approval', 'Cancelled']],
    ['Placed', [], []],
    ['Pending Approval', ['owner'], ['Cancelled']],
    ['Approved', ['owner'], []],
    ['Placed', ['approver'], ['Approved', 'Cancelled']],
    ['Pending Approval', ['approver'], ['Approved', 'Cancelled']],
    ['Approved', ['approver'], ['Cancelled']],
    ['Approved', ['warehouse'], ['Fulfilled']],
    ['Pending Approval', ['warehouse'], []],
    ['Approved', ['approver', 'warehouse'], ['Fulfilled', 'Cancelled']],
    ['Fulfilled', all, []],
    ['Cancelled', all, []],
  ]
  it.each(cases)('%s, for a reader who is %j: %j', (status, kinds, expected) => {
    expect(orderActionsFor({ NextStatuses: orderMovesFor(status, kinds) }).map((action) => action.to)).toEqual(expected)
  })

  it.each([
    ['Placed', ['owner', 'approver'], ['Pending Approval', 'Cancelled']],
    ['Pending Approval', ['owner', 'approver'], ['Cancelled']],
    ['Placed', all, ['Pending Approval', 'Cancelled']],
  ] as const)('issue 10.4: %s, placed by a reader who is %j, offers no Approve: %j', (status, kinds, expected) => {
    expect(orderActionsFor({ NextStatuses: orderMovesFor(status, kinds) }).map((action) => action.to)).toEqual(expected)
  })

  it('offers what the server lists, in lifecycle order, with labels', () => {
    const actions = orderActionsFor({ NextStatuses: ['Cancelled', 'Approved'] })
    expect(actions.map((a) => [a.to, a.label, a.danger])).toEqual([
      ['Approved', 'Approve', false],
      ['Cancelled', 'Cancel order', true],
    ])
  })
})

describe('checkout form', () => {
  const today = '2026-03-10'
  it.each([
    [{ DeliveryAddress: 'Pune', RequiredBy: '2026-03-10', Notes: '' }, {}],
    [
      { DeliveryAddress: '  ', RequiredBy: '', Notes: '' },
      { DeliveryAddress: 'Delivery address is required', RequiredBy: 'Required-by date is required' },
    ],
    [
      { DeliveryAddress: 'Pune', RequiredBy: '2026-03-09', Notes: '' },
      { RequiredBy: 'Required-by date cannot be in the past' },
    ],
    [
      { DeliveryAddress: 'Pune', RequiredBy: '2026-03-11', Notes: 'x'.repeat(1001) },
      { Notes: 'Notes must be at most 1000 characters' },
    ],
  ])('%j gives %j', (values, errors) => {
    expect(checkoutErrors(values, today)).toEqual(errors)
  })
})
