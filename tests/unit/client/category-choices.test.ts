import { describe, expect, it } from 'vitest'
import { categoryChoices, parentChoices } from '../../../src/features/categories/category-choices'

// Office (1) > Paper (2) > Copier (3); Office > Pens (4); Safety (5) > Gloves (6)
const ROWS = [
  { CategoryID: 1, CategoryName: 'Office', ParentCategoryID: 0 },
  { CategoryID: 2, CategoryName: 'Paper', ParentCategoryID: 1 },
  { CategoryID: 3, CategoryName: 'Copier', ParentCategoryID: 2 },
  { CategoryID: 4, CategoryName: 'Pens', ParentCategoryID: 1 },
  { CategoryID: 5, CategoryName: 'Safety', ParentCategoryID: 0 },
  { CategoryID: 6, CategoryName: 'Gloves', ParentCategoryID: 5 },
]

describe('parentChoices', () => {
  it('offers every loaded category for a new one', () => {
    expect(parentChoices(ROWS).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('leaves out the category itself and everything below it', () => {
    const choices = parentChoices(ROWS, { id: 2, parentId: 1, parentName: 'Office' })
    expect(choices.map((c) => c.name)).toEqual(['Office', 'Pens', 'Safety', 'Gloves'])
  })

  it('keeps the current parent when it is not among the loaded categories', () => {
    const choices = parentChoices(ROWS, { id: 6, parentId: 42, parentName: 'Retired' })
    expect(choices[0]).toEqual({ id: 42, name: 'Retired' })
  })
})

describe('categoryChoices', () => {
  it('maps rows to id and name, adding a missing current choice in front', () => {
    expect(categoryChoices(ROWS.slice(0, 1), { id: 7, name: null })).toEqual([
      { id: 7, name: 'Category 7' },
      { id: 1, name: 'Office' },
    ])
    expect(categoryChoices(ROWS.slice(0, 1), { id: 1, name: 'Office' })).toEqual([{ id: 1, name: 'Office' }])
  })
})
