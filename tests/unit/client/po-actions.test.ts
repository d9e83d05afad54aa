import { describe, expect, it } from 'vitest'
import { poActions } from '../../../src/features/purchase-orders/detail/po-actions'
import { canTransition, nextPoStatuses, PO_STATUSES, type PoStatus } from '../../../src/shared/po-status'
import { ROLES, type Role } from '../../../src/shared/roles'

/** A PO as the server answers it to a reader of `role` (get-po-by-id's nextStatuses). */
const po = (status: PoStatus, role: Role, raisedByReader = false) => ({
  status,
  nextStatuses: nextPoStatuses(status, role, raisedByReader).filter((s) => s !== 'Partially Delivered'),
})
const labels = (status: PoStatus, role: Role, raisedByReader = false) =>
  poActions(po(status, role, raisedByReader), role).map((a) => a.label)

/** What each role sees on a PO in each status (PDF is for every reader). */
const EXPECTED: Record<PoStatus, Partial<Record<Role, string[]>>> = {
  Draft: {
    buyer: ['Edit', 'Submit for approval', 'Cancel PO', 'PDF'],
    admin: ['Edit', 'Submit for approval', 'Cancel PO', 'PDF'],
  },
  'Pending Approval': {
    approver: ['Approve', 'Reject', 'PDF'],
    admin: ['Approve', 'Reject', 'PDF'],
  },
  Approved: {
    buyer: ['Issue', 'Cancel PO', 'PDF'],
    admin: ['Issue', 'Cancel PO', 'PDF'],
  },
  Issued: {
    buyer: ['Cancel PO', 'PDF'],
    warehouse: ['Record delivery', 'PDF'],
    admin: ['Cancel PO', 'Record delivery', 'PDF'],
  },
  'Partially Delivered': {
    warehouse: ['Record delivery', 'PDF'],
    admin: ['Record delivery', 'PDF'],
  },
  'Fully Delivered': {
    buyer: ['Close PO', 'PDF'],
    admin: ['Close PO', 'PDF'],
  },
  Closed: {},
  Rejected: {},
  Cancelled: {},
}

describe('poActions: which actions a role sees on a PO in a status', () => {
  const cases = PO_STATUSES.flatMap((status) =>
    ROLES.map((role) => [status, role, EXPECTED[status][role] ?? ['PDF']] as const),
  )

  it.each(cases)('%s, %s: %j', (status, role, expected) => {
    expect(labels(status, role)).toEqual(expected)
  })

  it('offers only status moves the shared lifecycle allows the role', () => {
    for (const status of PO_STATUSES) {
      for (const role of ROLES) {
        for (const action of poActions(po(status, role), role)) {
          if (action.kind === 'status') expect(canTransition(status, action.to, role)).toBe(true)
        }
      }
    }
  })

  it('asks for remarks when rejecting, and marks rejecting and cancelling as destructive', () => {
    const onApproval = poActions(po('Pending Approval', 'approver'), 'approver')
    const reject = onApproval.find((a) => a.label === 'Reject')
    expect(reject).toMatchObject({ kind: 'status', to: 'Rejected', remarks: 'required', danger: true })
    const cancel = poActions(po('Draft', 'buyer'), 'buyer').find((a) => a.label === 'Cancel PO')
    expect(cancel).toMatchObject({ kind: 'status', to: 'Cancelled', remarks: 'optional', danger: true })
    expect(onApproval.find((a) => a.label === 'Approve')).toMatchObject({ danger: false })
  })

  it.each([
    ['approver', ['PDF']],
    ['admin', ['PDF']],
  ] as const)('issue 10.4: a %s who raised a PO pending approval is offered neither Approve nor Reject', (role, expected) => {
    expect(labels('Pending Approval', role, true)).toEqual(expected)
  })

  it('offers only the status moves the server lists', () => {
    expect(
      poActions({ status: 'Pending Approval', nextStatuses: ['Rejected'] }, 'approver').map((a) => a.label),
    ).toEqual(['Reject', 'PDF'])
  })
})
