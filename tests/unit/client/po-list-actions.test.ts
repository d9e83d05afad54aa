import { describe, expect, it } from 'vitest'
import { canWritePos, poSelectionActions, selectAllState } from '../../../src/features/purchase-orders/list/row-actions'
import type { PoStatus } from '../../../src/shared/po-status'
import type { Role } from '../../../src/shared/roles'

const rows = (...statuses: PoStatus[]) => statuses.map((status) => ({ status }))

describe('the buttons of a PO selection', () => {
  it.each<[string, PoStatus[], Role, Partial<Record<'view' | 'edit' | 'pdf' | 'cancel' | 'deliver', boolean>>]>([
    ['nothing selected', [], 'buyer', { view: false, edit: false, pdf: false, cancel: false, deliver: false }],
    ['one Draft, buyer', ['Draft'], 'buyer', { view: true, edit: true, pdf: true, cancel: true, deliver: false }],
    ['one Draft, approver', ['Draft'], 'approver', { view: true, edit: false, pdf: true, cancel: false }],
    ['two Drafts, buyer', ['Draft', 'Draft'], 'buyer', { view: false, edit: false, pdf: true, cancel: true }],
    ['Draft and Issued, buyer', ['Draft', 'Issued'], 'buyer', { cancel: true, deliver: false }],
    ['Draft and Pending, buyer', ['Draft', 'Pending Approval'], 'buyer', { cancel: false }],
    ['Issued and Partially Delivered, warehouse', ['Issued', 'Partially Delivered'], 'warehouse', { deliver: true }],
    ['Issued, buyer', ['Issued'], 'buyer', { deliver: false, cancel: true, edit: false }],
    ['Issued and Approved, warehouse', ['Issued', 'Approved'], 'warehouse', { deliver: false, cancel: false }],
    ['Approved, admin', ['Approved'], 'admin', { cancel: true, deliver: false }],
    ['Partially Delivered, admin', ['Partially Delivered'], 'admin', { deliver: true, cancel: false }],
    ['Closed, buyer', ['Closed'], 'buyer', { view: true, edit: false, cancel: false, deliver: false }],
  ])('%s', (_name, statuses, role, expected) => {
    expect(poSelectionActions(rows(...statuses), role)).toMatchObject(expected)
  })

  it('allows PDFs of at most ten POs at once', () => {
    expect(poSelectionActions(rows(...Array<PoStatus>(10).fill('Draft')), 'buyer').pdf).toBe(true)
    expect(poSelectionActions(rows(...Array<PoStatus>(11).fill('Draft')), 'buyer').pdf).toBe(false)
  })

  it('offers nothing that changes a PO without a signed-in role', () => {
    expect(poSelectionActions(rows('Draft'), undefined)).toMatchObject({ edit: false, cancel: false, deliver: false })
  })

  it('lets buyers and admins raise POs', () => {
    expect(['admin', 'buyer', 'approver', 'warehouse', 'catalogue_manager'].map((r) => canWritePos(r as Role))).toEqual(
      [true, true, false, false, false],
    )
  })
})

describe('select all', () => {
  it.each([
    [[], [], { checked: false, indeterminate: false }],
    [['a', 'b'], [], { checked: false, indeterminate: false }],
    [['a', 'b'], ['a'], { checked: false, indeterminate: true }],
    [['a', 'b'], ['a', 'b'], { checked: true, indeterminate: false }],
    [['a', 'b'], ['c'], { checked: false, indeterminate: false }],
  ])('on page %j with %j selected', (page, selected, expected) => {
    expect(selectAllState(page, new Set(selected))).toEqual(expected)
  })
})
