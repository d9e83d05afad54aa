import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  canMoveOrder,
  isOrderTransition,
  nextOrderStatuses,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderActorKind,
} from '../../../src/shared/order-status'
import { MAX_LINE_QUANTITY, QuantitySchema, quantityUnitError, stockUnitsFor } from '../../../src/shared/quantity'

describe('order lifecycle', () => {
  it.each([
    ['Placed', 'Pending Approval', 'owner', true],
    ['Placed', 'Approved', 'approver', true],
    ['Placed', 'Approved', 'owner', false],
    ['Pending Approval', 'Approved', 'approver', true],
    ['Approved', 'Fulfilled', 'warehouse', true],
    ['Approved', 'Fulfilled', 'owner', false],
    ['Placed', 'Fulfilled', 'warehouse', false],
    ['Approved', 'Cancelled', 'owner', false],
    ['Approved', 'Cancelled', 'approver', true],
    ['Fulfilled', 'Cancelled', 'approver', false],
    ['Cancelled', 'Placed', 'owner', false],
  ] as const)('%s -> %s by %s: %s', (from, to, by, allowed) => {
    expect(canMoveOrder(from, to, by)).toBe(allowed)
  })

  it('final statuses go nowhere', () => {
    for (const by of ['owner', 'approver', 'warehouse'] as OrderActorKind[]) {
      expect(nextOrderStatuses('Fulfilled', by)).toEqual([])
      expect(nextOrderStatuses('Cancelled', by)).toEqual([])
    }
  })

  it.each([
    ['Placed', 'Approved', true],
    ['Approved', 'Fulfilled', true],
    ['Placed', 'Fulfilled', false],
    ['Fulfilled', 'Cancelled', false],
    ['Cancelled', 'Placed', false],
  ] as const)('%s -> %s is a lifecycle move for someone: %s', (from, to, exists) => {
    expect(isOrderTransition(from, to)).toBe(exists)
  })

  it('a move someone may make is a lifecycle move', () => {
    for (const { from, to, by } of ORDER_TRANSITIONS) {
      expect(isOrderTransition(from, to)).toBe(true)
      for (const kind of by) expect(canMoveOrder(from, to, kind)).toBe(true)
    }
  })

  it('no status moves to itself', () => {
    for (const status of ORDER_STATUSES) {
      for (const by of ['owner', 'approver', 'warehouse'] as OrderActorKind[]) {
        expect(canMoveOrder(status, status, by)).toBe(false)
      }
    }
  })
})

describe('quantities', () => {
  it.each([
    [0, 'Quantity must be more than 0'],
    [-1, 'Quantity must be more than 0'],
    [MAX_LINE_QUANTITY + 1, 'Quantity can be at most 1,00,000'],
    [1.0001, 'Quantity can have at most three decimals'],
    [Number.NaN, 'Quantity must be a number'],
  ])('refuses %d', (quantity, message) => {
    const result = v.safeParse(QuantitySchema, quantity)
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.message).toBe(message)
  })

  it.each([1, 2.5, 0.001, MAX_LINE_QUANTITY])('accepts %d', (quantity) => {
    expect(v.safeParse(QuantitySchema, quantity).success).toBe(true)
  })

  it.each([
    [1.5, 'pieces', 'Quantity must be a whole number of pieces'],
    [2.25, 'boxes', 'Quantity must be a whole number of boxes'],
    [2.25, 'uom', null],
    [3, 'pieces', null],
  ] as const)('%d %s -> %s', (quantity, unit, error) => {
    expect(quantityUnitError(quantity, unit)).toBe(error)
  })
})

describe('stock units of a quantity', () => {
  it.each([
    [1, 1],
    [3, 3],
    [0.001, 1],
    [2.5, 3],
    [2.001, 3],
    [1.1 + 2.2, 4],
    [0.1 * 3 * 10, 3],
    [MAX_LINE_QUANTITY, MAX_LINE_QUANTITY],
  ])('%d takes %d whole units', (quantity, units) => {
    expect(stockUnitsFor(quantity)).toBe(units)
  })
})
