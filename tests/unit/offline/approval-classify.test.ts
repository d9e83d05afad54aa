import { describe, expect, it } from 'vitest'
import { classifyWrite, queueableOp } from '../../../sw/outbox/classify-request'

const USER = '0190a1b2-0000-7000-8000-000000000001'
const APPROVAL = '0190A1B2-0000-7000-8000-0000000000BB'
const url = (path: string) => new URL(`http://localhost${path}`)

describe('decide-approval in the outbox', () => {
  it('is a queueable POST, not a GET', () => {
    expect(queueableOp('POST', url('/api/decide-approval'))).toBe('decide-approval')
    expect(queueableOp('GET', url('/api/decide-approval'))).toBeNull()
    expect(queueableOp('POST', url('/api/get-pending-approvals'))).toBeNull()
  })

  it('belongs to the approval it decides, so decisions on one approval go one after another', () => {
    const body = JSON.stringify({ approvalId: APPROVAL, decision: 'approve', remarks: '', level: 1 })
    expect(classifyWrite('POST', url('/api/decide-approval'), body, USER)).toEqual({
      op: 'decide-approval',
      scope: `approval:${APPROVAL.toLowerCase()}`,
      payload: { approvalId: APPROVAL, decision: 'approve', remarks: '', level: 1 },
    })
  })

  it.each([
    ['no approval id', { decision: 'approve' }],
    ['an approval id that is no uuid', { approvalId: 'abc', decision: 'approve' }],
    ['a PO id instead', { poId: APPROVAL, decision: 'approve' }],
  ])('passes a body with %s to the network untouched', (_, payload) => {
    expect(classifyWrite('POST', url('/api/decide-approval'), JSON.stringify(payload), USER)).toBeNull()
  })
})
