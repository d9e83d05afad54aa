import { describe, expect, it } from 'vitest'
import { describeEntry } from '../../../src/features/offline/pending-describe'
import { applyPendingDecisions, type RefusedWrite, waitingCount } from '../../../src/lib/offline/approval-overlay'
import type { PendingWrite } from '../../../src/lib/offline/pending-write'
import type { PendingApprovalRow } from '../../../src/shared/approval-request-schemas'
import { approvalScope, poScope } from '../../../src/shared/outbox-protocol'

const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`
const AT = Date.parse('2026-01-05T10:00:00.000Z')

function row(n: number): PendingApprovalRow {
  return {
    pendingId: id(n),
    approvalType: 'PO',
    urlName: 'PO',
    documentId: id(100 + n),
    documentNumber: `PO-2026-000${n}`,
    amount: 11_800,
    requestedBy: 'Bina Buyer',
    requestedDate: '2026-01-04T09:00:00.000Z',
    approvalLevel: 1,
    status: 'Pending',
    dueDate: '2026-01-06T09:00:00.000Z',
    overdue: false,
    priority: 'Low',
    onBehalfOf: null,
  }
}

let seq = 0
function decision(n: number, decision: string, remarks = ''): PendingWrite {
  seq += 1
  return {
    id: `e${seq}`,
    seq,
    op: 'decide-approval',
    scope: approvalScope(id(n)),
    payload: { approvalId: id(n), decision, remarks, level: 1 },
    createdAt: AT + seq,
  }
}

describe('applyPendingDecisions', () => {
  it('marks a row decided offline as pending sync with its decision; the others stay as the server sent them', () => {
    const shown = applyPendingDecisions([row(1), row(2)], [decision(2, 'reject', 'Wrong vendor')])
    expect(shown.map((r) => r.unsynced?.decision ?? null)).toEqual([null, 'reject'])
    expect(shown[1]?.unsynced?.state).toBe('pending')
    expect(shown[1]).toMatchObject({ documentNumber: 'PO-2026-0002', status: 'Pending' })
  })

  it('shows a refused decision with the server reason over one still waiting behind it', () => {
    const refused: RefusedWrite = { ...decision(1, 'approve'), msg: 'This approval is already Rejected' }
    const shown = applyPendingDecisions([row(1)], [decision(1, 'approve')], [refused])
    expect(shown[0]?.unsynced).toMatchObject({
      decision: 'approve',
      state: 'failed',
      msg: 'This approval is already Rejected',
    })
  })

  it('ignores writes to other documents, and decisions that do not parse (reject without remarks)', () => {
    const po: PendingWrite = { ...decision(1, 'approve'), op: 'update-po-status', scope: poScope(id(1)) }
    const shown = applyPendingDecisions([row(1), row(2)], [po, decision(2, 'reject', '')])
    expect(shown.map((r) => r.unsynced)).toEqual([null, null])
  })

  it('matches the approval id whatever its case', () => {
    const upper = { ...row(3), pendingId: id(3).toUpperCase() }
    expect(applyPendingDecisions([upper], [decision(3, 'approve')])[0]?.unsynced?.decision).toBe('approve')
  })
})

describe('waitingCount', () => {
  it.each([
    [3, [], 3],
    [3, [1], 2],
    [3, [1, 2], 1],
    [1, [1, 2], 0],
  ])('server count %i with decisions on %j waiting -> %i', (count, decided, shown) => {
    expect(
      waitingCount(
        count,
        decided.map((n) => decision(n, 'approve')),
      ),
    ).toBe(shown)
  })

  it('counts an approval once however many writes wait for it', () => {
    expect(waitingCount(2, [decision(1, 'approve'), decision(1, 'approve')])).toBe(1)
  })
})

describe('describeEntry of a decision', () => {
  const entry = (d: string) => ({ op: 'decide-approval' as const, payload: { approvalId: id(1), decision: d } })
  it('names the document from the cache, else says which decision', () => {
    const names = { approval: (approvalId: string) => (approvalId === id(1) ? 'PO-2026-0001' : undefined) }
    expect(describeEntry(entry('approve'), names)).toBe('Approve PO-2026-0001')
    expect(describeEntry(entry('reject'), names)).toBe('Reject PO-2026-0001')
    expect(describeEntry(entry('send-back'))).toBe('Send back a pending approval')
  })
})
