import { describe, expect, it } from 'vitest'
import { workflowWrite } from '../../../src/features/approvals/workflows/workflow-form-values'
import { readWorkflowFile } from '../../../src/shared/approval-workflow-file'

const file = (workflows: unknown[]) => JSON.stringify({ format: 'approval-workflows', version: 1, workflows })
const po = (approvers: unknown[], extra: Record<string, unknown> = {}) => ({
  type: 'PO',
  enabled: true,
  status: 'Active',
  approvers,
  ...extra,
})

describe('reading a workflow file', () => {
  it('reads a good file: e-mails lower-cased, defaults filled in', () => {
    const read = readWorkflowFile(file([po([{ email: ' A@Demo.Local ' }, { role: 'approver', minAmount: 5000 }])]))
    expect(read).toEqual({
      ok: true,
      file: {
        format: 'approval-workflows',
        version: 1,
        workflows: [
          {
            type: 'PO',
            enabled: true,
            status: 'Active',
            slaHours: 48,
            fallbackApprover: null,
            approvers: [
              { email: 'a@demo.local', role: null, minAmount: null },
              { email: null, role: 'approver', minAmount: 5000 },
            ],
          },
        ],
      },
    })
  })

  it('names each problem by workflow and level', () => {
    const read = readWorkflowFile(
      file([
        po([{ email: 'a@demo.local' }]),
        { type: 'Order', approvers: [{ email: 'a@demo.local' }, { role: 'boss' }], fallbackApprover: 'nope' },
        po([{ email: 'x@demo.local' }, { email: 'x@demo.local' }], { type: 'Product' }),
      ]),
    )
    expect(read.ok).toBe(false)
    expect(!read.ok && read.problems).toEqual([
      { where: 'Workflow 2 (Order), Level 2', message: 'Unknown role' },
      {
        where: 'Workflow 2 (Order), fallback approver',
        message: 'The fallback approver e-mail is not a valid e-mail address',
      },
      { where: 'Workflow 3 (Product)', message: 'This user is already in the approval flow.' },
    ])
  })

  it('refuses six approvers, a type twice, text that is not JSON and a file of another kind', () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ email: `u${i}@demo.local` }))
    expect(readWorkflowFile(file([po(six)]))).toEqual({
      ok: false,
      problems: [{ where: 'Workflow 1 (PO)', message: 'Maximum of 5 approvers allowed.' }],
    })
    expect(readWorkflowFile(file([po([{ role: 'approver' }]), po([{ role: 'admin' }])]))).toEqual({
      ok: false,
      problems: [{ where: 'File', message: 'A type appears more than once in the file' }],
    })
    expect(readWorkflowFile('{ not json')).toEqual({
      ok: false,
      problems: [{ where: 'File', message: 'The file is not valid JSON' }],
    })
    expect(readWorkflowFile('[1, 2]')).toEqual({
      ok: false,
      problems: [{ where: 'File', message: 'This is not an approval workflow file' }],
    })
  })
})

describe("the Create-Workflow form's write", () => {
  const values = {
    type: 'PO' as const,
    enabled: true,
    status: 'Active' as const,
    slaHours: '24',
    fallbackApproverId: '',
    approvers: [
      { userId: '0190d3a0-0000-7000-8000-000000000001', role: null, name: 'A', minAmount: '1,00,000' },
      { userId: null, role: 'approver' as const, name: 'Approver (any)', minAmount: '' },
    ],
  }

  it('sends thresholds as numbers (₹, commas allowed), blank as every amount, and the version it was loaded with', () => {
    const checked = workflowWrite(values, 3)
    expect(checked).toEqual({
      ok: true,
      body: {
        type: 'PO',
        enabled: true,
        status: 'Active',
        slaHours: 24,
        fallbackApproverId: null,
        approvers: [
          { userId: '0190d3a0-0000-7000-8000-000000000001', role: null, minAmount: 100000 },
          { userId: null, role: 'approver', minAmount: null },
        ],
        version: 3,
      },
    })
    const fresh = workflowWrite(values, 0)
    expect(fresh.ok && fresh.body.version).toBeUndefined()
  })

  it('puts errors on their fields: no type, a bad threshold, On without approvers', () => {
    expect(workflowWrite({ ...values, type: '' }, 0)).toEqual({
      ok: false,
      errors: { type: 'Select the approval type' },
    })
    const role = { userId: null, role: 'approver' as const, name: 'Approver (any)', minAmount: 'lots' }
    const bad = workflowWrite({ ...values, approvers: [role] }, 0)
    expect(bad.ok || bad.errors).toEqual({ 'approvers.0.minAmount': 'The amount threshold must be a number' })
    const empty = workflowWrite({ ...values, approvers: [] }, 0)
    expect(empty.ok || empty.errors).toEqual({ approvers: 'Add at least one approver to enable the workflow' })
  })
})

describe('the Create-Workflow write while the toggle is Off', () => {
  it('puts an error of the hidden approver list on the toggle, naming the level', () => {
    const off = workflowWrite(
      {
        type: 'PO',
        enabled: false,
        status: 'Draft',
        slaHours: '48',
        fallbackApproverId: '',
        approvers: [
          { userId: null, role: 'approver', name: 'Approver (any)', minAmount: '' },
          { userId: null, role: 'admin', name: 'Admin (any)', minAmount: '-5' },
        ],
      },
      2,
    )
    expect(off).toEqual({
      ok: false,
      errors: { enabled: 'Level 2: The amount threshold cannot be negative. Turn the workflow On to fix it.' },
    })
  })
})
