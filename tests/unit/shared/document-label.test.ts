import { describe, expect, it } from 'vitest'
import { documentLabel as approvalLabel } from '../../../src/features/approvals/form/form-texts'
import { decisionDialog, documentLabel as rowLabel } from '../../../src/features/approvals/pending/pending-texts'
import { describeEntry } from '../../../src/features/offline/pending-describe'
import type { PendingApprovalRow } from '../../../src/shared/approval-request-schemas'
import { documentLabel } from '../../../src/shared/document-label'

// Issue 46 item 20: a PO number already starts with PO; labels read "PO-2026-000014", never "PO PO-2026-000014".

describe('documentLabel', () => {
  it.each([
    ['PO', 'PO-2026-000014', 'PO-2026-000014'],
    ['PO', 'po/2026/7', 'po/2026/7'],
    ['PO', '4711', 'PO 4711'],
    ['PO', 'POLAR-1', 'PO POLAR-1'],
    ['RfQ', 'RFQ-2026-0003', 'RFQ-2026-0003'],
    ['Order', 'ORD-2026-0001', 'Order ORD-2026-0001'],
    ['Product', 'Steel bolt M8', 'Product Steel bolt M8'],
  ])('%s %s reads %s', (kind, number, expected) => {
    expect(documentLabel(kind, number)).toBe(expected)
  })

  it('is what the approval screens and the pending changes say', () => {
    const row = { approvalType: 'PO', documentNumber: 'PO-2026-000014', approvalLevel: 1 } as PendingApprovalRow
    expect(rowLabel(row)).toBe('PO-2026-000014')
    expect(approvalLabel(row)).toBe('PO-2026-000014')
    expect(decisionDialog('approve', row).title).toBe('Approve PO-2026-000014')
    expect(
      describeEntry(
        { op: 'update-po-status', payload: { poId: 'p1', status: 'Approved' } },
        { poNumber: () => 'PO-2026-000014' },
      ),
    ).toBe('Approve PO-2026-000014')
  })
})
