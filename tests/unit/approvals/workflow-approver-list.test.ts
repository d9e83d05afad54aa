import { describe, expect, it } from 'vitest'
import {
  type ApproverRow,
  addApprover,
  canAdd,
  canMoveDown,
  canMoveUp,
  moveApprover,
  removeApprover,
} from '../../../src/features/approvals/workflows/approver-list'

const user = (id: string): Omit<ApproverRow, 'minAmount'> => ({ userId: id, role: null, name: `User ${id}` })
const listOf = (...ids: string[]): ApproverRow[] => ids.map((id) => ({ ...user(id), minAmount: '' }))
const names = (list: readonly ApproverRow[]) => list.map((a) => a.userId ?? a.role)

describe('the approver list of Create-Workflow', () => {
  it('adds approvers last, in order (level 1 first)', () => {
    const once = addApprover([], user('a'))
    expect(once.ok && names(once.list)).toEqual(['a'])
    const twice = addApprover(listOf('a'), { userId: null, role: 'approver', name: 'Approver (any)' })
    expect(twice.ok && names(twice.list)).toEqual(['a', 'approver'])
  })

  it("refuses a duplicate user or role with the spec's message, leaving the list as it was", () => {
    const list = listOf('a', 'b')
    expect(addApprover(list, user('b'))).toEqual({ ok: false, message: 'This user is already in the approval flow.' })
    const roles = [{ userId: null, role: 'approver' as const, name: 'Approver (any)', minAmount: '' }]
    expect(addApprover(roles, { userId: null, role: 'approver', name: 'Approver (any)' })).toEqual({
      ok: false,
      message: 'This user is already in the approval flow.',
    })
    expect(names(list)).toEqual(['a', 'b'])
  })

  it("refuses a sixth approver with the spec's message", () => {
    expect(addApprover(listOf('a', 'b', 'c', 'd', 'e'), user('f'))).toEqual({
      ok: false,
      message: 'Maximum of 5 approvers allowed.',
    })
    const four = addApprover(listOf('a', 'b', 'c', 'd'), user('e'))
    expect(four.ok && four.list).toHaveLength(5)
  })

  it('enables Add only when something is selected and fewer than 5 are present', () => {
    expect(canAdd([], null)).toBe(false)
    expect(canAdd([], '')).toBe(false)
    expect(canAdd([], 'user:a')).toBe(true)
    expect(canAdd(listOf('a', 'b', 'c', 'd'), 'user:e')).toBe(true)
    expect(canAdd(listOf('a', 'b', 'c', 'd', 'e'), 'user:f')).toBe(false)
  })

  it('moves an approver up or down a level; the first cannot move up, the last cannot move down', () => {
    const list = listOf('a', 'b', 'c')
    expect(names(moveApprover(list, 1, -1))).toEqual(['b', 'a', 'c'])
    expect(names(moveApprover(list, 1, 1))).toEqual(['a', 'c', 'b'])
    expect(names(moveApprover(list, 0, -1))).toEqual(['a', 'b', 'c'])
    expect(names(moveApprover(list, 2, 1))).toEqual(['a', 'b', 'c'])
    expect([canMoveUp(0), canMoveUp(1), canMoveUp(2)]).toEqual([false, true, true])
    expect([0, 1, 2].map((i) => canMoveDown(list, i))).toEqual([true, true, false])
    expect(names(list)).toEqual(['a', 'b', 'c'])
  })

  it('removes an approver; those below move up a level', () => {
    expect(names(removeApprover(listOf('a', 'b', 'c'), 0))).toEqual(['b', 'c'])
    expect(removeApprover(listOf('a'), 0)).toEqual([])
  })
})
