import { describe, expect, it } from 'vitest'
import type { Role } from '../../../src/shared/roles'
import {
  canEditSuppliers,
  canMoveSupplier,
  SUPPLIER_STATUSES,
  type SupplierStatus,
  supplierActionsFor,
} from '../../../src/shared/supplier-status'

const ALLOWED: ReadonlyArray<[SupplierStatus, SupplierStatus]> = [
  ['Pending Onboarding', 'Active'],
  ['Pending Onboarding', 'Rejected'],
  ['Active', 'Inactive'],
  ['Inactive', 'Active'],
]

describe('supply-partner lifecycle', () => {
  const pairs = SUPPLIER_STATUSES.flatMap((from) => SUPPLIER_STATUSES.map((to) => [from, to] as const))
  it.each(pairs)('%s -> %s', (from, to) => {
    const allowed = ALLOWED.some(([f, s]) => f === from && s === to)
    expect(canMoveSupplier(from, to, 'approver')).toBe(allowed)
    expect(canMoveSupplier(from, to, 'admin')).toBe(allowed)
    for (const role of ['buyer', 'catalogue_manager', 'warehouse'] as Role[]) {
      expect(canMoveSupplier(from, to, role)).toBe(false)
    }
  })

  it.each([
    ['Pending Onboarding', ['Activate', 'Reject']],
    ['Active', ['Deactivate']],
    ['Inactive', ['Reactivate']],
    ['Rejected', []],
  ] as const)('actions an approver has on a %s partner', (status, actions) => {
    expect(supplierActionsFor(status, 'approver').map((t) => t.action)).toEqual(actions)
    expect(supplierActionsFor(status, 'buyer')).toEqual([])
  })

  it.each([
    ['buyer', true],
    ['admin', true],
    ['approver', false],
    ['warehouse', false],
    [undefined, false],
  ] as const)('%s may edit partners: %s', (role, may) => {
    expect(canEditSuppliers(role)).toBe(may)
  })
})
