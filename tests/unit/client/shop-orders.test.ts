import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { checkoutErrors } from '../../../src/features/orders/checkout-values'
import {
  OrderListSearchSchema,
  orderListQuery,
  orderSort,
  patchOrderSearch,
} from '../../../src/features/orders/list-search'
import { orderActionsFor } from '../../../src/features/orders/order-actions'
import { OrderIdSearchSchema } from '../../../src/features/orders/order-id-search'
import type { OrderStatus } from '../../../src/shared/order-status'
import type { Role } from '../../../src/shared/roles'

describe('order list search params', () => {
  it('keep valid filters and drop malformed ones', () => {
    expect(
      v.parse(OrderListSearchSchema, { status: 'Approved', from: '2026-01-01', to: 'yesterday', sort: 'Total' }),
    ).toMatchObject({ status: 'Approved', from: '2026-01-01', to: undefined, sort: 'Total' })
    expect(v.parse(OrderListSearchSchema, { status: 'Lost' }).status).toBeUndefined()
  })

  it('list newest first unless the URL says otherwise', () => {
    expect(orderSort({})).toEqual({ column: 'PlacedAt', direction: 'desc' })
    expect(orderListQuery({})).toMatchObject({ iSortCol_0: 0, sSortDir_0: 'desc', iDisplayStart: 0 })
    expect(orderListQuery({ sort: 'Total', dir: 'asc', page: 2, status: 'Placed', from: '2026-02-01' })).toMatchObject({
      iSortCol_0: 3,
      sSortDir_0: 'asc',
      iDisplayStart: 10,
      status: 'Placed',
      from: '2026-02-01',
    })
  })

  it('keep ascending in the URL and drop descending, the default', () => {
    expect(patchOrderSearch({}, { sort: 'PlacedAt', dir: 'asc' })).toMatchObject({ sort: undefined, dir: 'asc' })
    expect(patchOrderSearch({ dir: 'asc' }, { dir: 'desc' })).toMatchObject({ dir: undefined })
    expect(patchOrderSearch({ dir: 'asc', page: 3 }, { status: 'Placed' })).toMatchObject({
      dir: 'asc',
      page: undefined,
      status: 'Placed',
    })
    expect(patchOrderSearch({ from: '2026-01-01' }, { from: '' })).toMatchObject({ from: undefined })
  })

  it('drop an order id that is not a UUID', () => {
    expect(v.parse(OrderIdSearchSchema, { OrderID: 'nope' }).OrderID).toBeUndefined()
    const id = '01936f5e-1c2d-7a00-8000-000000000001'
    expect(v.parse(OrderIdSearchSchema, { OrderID: id.toUpperCase() }).OrderID).toBe(id)
  })
})

describe('order actions', () => {
  const cases: Array<[OrderStatus, Role, boolean, string[]]> = [
    ['Placed', 'buyer', true, ['Pending Approval', 'Cancelled']],
    ['Placed', 'buyer', false, []],
    ['Pending Approval', 'buyer', true, ['Cancelled']],
    ['Approved', 'buyer', true, []],
    ['Placed', 'approver', false, ['Approved', 'Cancelled']],
    ['Pending Approval', 'approver', false, ['Approved', 'Cancelled']],
    ['Approved', 'approver', false, ['Cancelled']],
    ['Approved', 'warehouse', false, ['Fulfilled']],
    ['Pending Approval', 'warehouse', false, []],
    ['Approved', 'admin', false, ['Fulfilled', 'Cancelled']],
    ['Placed', 'admin', true, ['Pending Approval', 'Approved', 'Cancelled']],
    ['Fulfilled', 'admin', true, []],
    ['Cancelled', 'admin', true, []],
  ]
  it.each(cases)('%s, seen by %s (placed it: %s): %j', (status, role, owner, expected) => {
    const actions = orderActionsFor(
      { Status: status, PlacedBy: 'Bharat Buyer' },
      {
        Role: role,
        FullName: owner ? 'Bharat Buyer' : 'Someone Else',
      },
    )
    expect(actions.map((action) => action.to)).toEqual(expected)
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
