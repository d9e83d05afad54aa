import { describe, expect, it } from 'vitest'
import {
  descendantIds,
  descendantParentMessage,
  parentCandidates,
  parentProblem,
  type TreeNode,
} from '../../../src/shared/category-tree'

// 1 Office > 2 Paper > 3 Copier Paper; 1 Office > 4 Pens; 5 Safety > 6 PPE > 7 Gloves
const TREE: TreeNode[] = [
  { id: 1, parentId: 0 },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 2 },
  { id: 4, parentId: 1 },
  { id: 5, parentId: 0 },
  { id: 6, parentId: 5 },
  { id: 7, parentId: 6 },
]

describe('descendantIds', () => {
  it.each([
    [1, [2, 3, 4]],
    [2, [3]],
    [3, []],
    [5, [6, 7]],
    [99, []],
  ])('below %i are %j', (id, expected) => {
    expect([...descendantIds(TREE, id)].sort()).toEqual(expected)
  })

  it('ends on data that already has a loop, without the category itself', () => {
    const loop = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
    ]
    expect([...descendantIds(loop, 1)]).toEqual([2])
  })
})

describe('parentProblem', () => {
  it.each([
    ['top level', 2, 0, null],
    ['a sibling branch', 2, 4, null],
    ['another tree', 3, 7, null],
    ['its own parent, unchanged', 3, 2, null],
    ['itself', 2, 2, 'self'],
    ['its child', 1, 2, 'descendant'],
    ['its grandchild', 1, 3, 'descendant'],
    ['a grandchild in another tree', 5, 7, 'descendant'],
  ] as const)('moving under %s', (_case, id, parentId, expected) => {
    expect(parentProblem(TREE, id, parentId)).toBe(expected)
  })
})

describe('parentCandidates', () => {
  it.each([
    ['on create, every category', null, [1, 2, 3, 4, 5, 6, 7]],
    ['for Office, only the other tree', 1, [5, 6, 7]],
    ['for Paper, all but itself and Copier Paper', 2, [1, 4, 5, 6, 7]],
    ['for a leaf, all but itself', 7, [1, 2, 3, 4, 5, 6]],
  ] as const)('%s', (_case, id, expected) => {
    expect(parentCandidates(TREE, id).map((n) => n.id)).toEqual(expected)
  })
})

it('names both categories in the message', () => {
  expect(descendantParentMessage('Office', 'Copier Paper')).toBe(
    '"Copier Paper" is a subcategory of "Office", so it cannot be its parent',
  )
})
