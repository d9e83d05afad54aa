import { describe, expect, it } from 'vitest'
import {
  canTransition,
  isPoTransition,
  nextPoStatuses,
  PO_STATUSES,
  PO_TABS,
  type PoStatus,
  poTabValue,
  statusesOfTab,
} from '../../../src/shared/po-status'
import { ROLES, type Role } from '../../../src/shared/roles'

describe('canTransition', () => {
  it.each([
    ['Draft', 'Pending Approval', 'buyer', true],
    ['Draft', 'Cancelled', 'buyer', true],
    ['Pending Approval', 'Approved', 'approver', true],
    ['Pending Approval', 'Rejected', 'approver', true],
    ['Approved', 'Issued', 'buyer', true],
    ['Approved', 'Cancelled', 'buyer', true],
    ['Issued', 'Cancelled', 'buyer', true],
    ['Issued', 'Partially Delivered', 'warehouse', true],
    ['Issued', 'Fully Delivered', 'warehouse', true],
    ['Partially Delivered', 'Fully Delivered', 'warehouse', true],
    ['Fully Delivered', 'Closed', 'buyer', true],
    ['Pending Approval', 'Approved', 'admin', true],
    ['Issued', 'Fully Delivered', 'admin', true],
    ['Draft', 'Pending Approval', 'approver', false],
    ['Pending Approval', 'Approved', 'buyer', false],
    ['Approved', 'Issued', 'warehouse', false],
    ['Issued', 'Fully Delivered', 'buyer', false],
    ['Fully Delivered', 'Closed', 'approver', false],
    ['Draft', 'Approved', 'admin', false],
    ['Pending Approval', 'Cancelled', 'buyer', false],
    ['Partially Delivered', 'Cancelled', 'admin', false],
    ['Closed', 'Draft', 'admin', false],
    ['Rejected', 'Draft', 'admin', false],
    ['Cancelled', 'Draft', 'admin', false],
    ['Draft', 'Draft', 'admin', false],
    ['Draft', 'Pending Approval', 'catalogue_manager', false],
  ] as const)('%s -> %s by %s: %s', (from, to, role, allowed) => {
    expect(canTransition(from, to, role)).toBe(allowed)
  })

  it('never lets a role make a move the lifecycle lacks, and lets admin make every move it has', () => {
    for (const from of PO_STATUSES)
      for (const to of PO_STATUSES) {
        for (const role of ROLES) if (canTransition(from, to, role)) expect(isPoTransition(from, to)).toBe(true)
        expect(canTransition(from, to, 'admin')).toBe(isPoTransition(from, to))
      }
  })

  it('ends at Closed, Rejected and Cancelled', () => {
    for (const end of ['Closed', 'Rejected', 'Cancelled'] as PoStatus[])
      expect(nextPoStatuses(end, 'admin')).toEqual([])
  })

  it.each([
    ['Draft', 'buyer', ['Pending Approval', 'Cancelled']],
    ['Pending Approval', 'approver', ['Approved', 'Rejected']],
    ['Issued', 'warehouse', ['Partially Delivered', 'Fully Delivered']],
    ['Issued', 'buyer', ['Cancelled']],
  ] as const)('from %s a %s may go to %j', (from, role: Role, next) => {
    expect(nextPoStatuses(from, role)).toEqual(next)
  })
})

describe('PO tabs', () => {
  it('have the spec labels and query values', () => {
    expect(PO_TABS.map((t) => [t.label, t.value, poTabValue(t.label)])).toEqual([
      ['All', 'all', 'all'],
      ['Drafts', 'drafts', 'drafts'],
      ['In Progress', 'inprogress', 'inprogress'],
      ['Completed', 'completed', 'completed'],
      ['Withdrawn', 'withdrawn', 'withdrawn'],
    ])
  })

  it('put every status in exactly one tab besides All', () => {
    const tabs = PO_TABS.filter((t) => t.value !== 'all').flatMap((t) => t.statuses)
    expect([...tabs].sort()).toEqual([...PO_STATUSES].sort())
    expect(statusesOfTab('all')).toEqual(PO_STATUSES)
    expect(statusesOfTab('completed')).toEqual(['Fully Delivered', 'Closed'])
  })
})
