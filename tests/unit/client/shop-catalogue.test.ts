import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { catalogueQuery } from '../../../src/features/catalogue/catalogue-query'
import { CATALOGUE_SORTS, catalogueList } from '../../../src/features/catalogue/catalogue-search'
import { buildCategoryTree, categoryPath } from '../../../src/features/catalogue/category-tree'
import { priceWithGst } from '../../../src/features/catalogue/price-with-gst'
import { canOrder, retiredReason, stockState } from '../../../src/shared/stock-state'

describe('catalogue search params', () => {
  it.each([
    ['Name', 'asc'],
    ['Name', 'desc'],
    ['Price', 'asc'],
    ['Price', 'desc'],
  ])('name the order of an address sorted by %s %s in the Sort by select', (sort, dir) => {
    const search = v.parse(catalogueList.schema, { sort, dir })
    const chosen = catalogueList.pagingProps(search, { data: [], recordsFiltered: 0 }, () => undefined).sort
    expect(chosen).toEqual({ column: sort, direction: dir })
    expect(CATALOGUE_SORTS.filter((o) => o.sort.column === sort && o.sort.direction === dir)).toHaveLength(1)
  })

  it('keep what is valid and drop what is not', () => {
    expect(
      v.parse(catalogueList.schema, { q: ' pen ', page: '2', size: 10, sort: 'SKU', dir: 'down', category: '7' }),
    ).toEqual({
      q: 'pen',
      page: 2,
      size: undefined,
      sort: undefined,
      dir: undefined,
      category: 7,
    })
  })

  it.each([
    [{}, { iDisplayStart: 0, iDisplayLength: 12, iSortCol_0: 0, sSortDir_0: 'asc' }],
    [
      { sort: 'Price', page: 3 },
      { iDisplayStart: 24, iDisplayLength: 12, iSortCol_0: 2, sSortDir_0: 'asc' },
    ],
    [
      { sort: 'Price', dir: 'desc', size: 48 },
      { iDisplayStart: 0, iDisplayLength: 48, iSortCol_0: 2, sSortDir_0: 'desc' },
    ],
  ] as const)('turn %j into a query of Active products sorted and paged', (search, expected) => {
    expect(catalogueQuery(search)).toMatchObject({ ...expected, status: 'Active', search_txt: '' })
  })

  it('ask for the whole subtree of a chosen category', () => {
    expect(catalogueQuery({ category: 4 })).toMatchObject({ CategoryID: 4, includeSubcategories: true })
    expect(catalogueQuery({})).toMatchObject({ CategoryID: undefined, includeSubcategories: undefined })
  })

  it('go back to page 1 on any change but the page, and leave defaults out of the URL', () => {
    expect(catalogueList.patch({ page: 3, sort: 'Price' }, { category: 2 })).toEqual({
      page: undefined,
      sort: 'Price',
      category: 2,
    })
    expect(catalogueList.patch({ q: 'pen' }, { page: 2 })).toEqual({ q: 'pen', page: 2 })
    expect(catalogueList.patch({ q: 'pen', size: 24 }, { q: '', size: 12, sort: 'Name', dir: 'asc' })).toEqual({
      q: undefined,
      page: undefined,
      size: undefined,
      sort: undefined,
      dir: undefined,
    })
  })
})

describe('category tree', () => {
  const rows = [
    { CategoryID: 1, CategoryName: 'Office', ParentCategoryID: 0 },
    { CategoryID: 2, CategoryName: 'Paper', ParentCategoryID: 1 },
    { CategoryID: 3, CategoryName: 'Copier', ParentCategoryID: 2 },
    { CategoryID: 4, CategoryName: 'Orphan', ParentCategoryID: 99 },
    { CategoryID: 5, CategoryName: 'Self', ParentCategoryID: 5 },
  ]

  it('nests children under parents and keeps categories with a missing parent at the top', () => {
    const tree = buildCategoryTree(rows)
    expect(tree.map((node) => node.name)).toEqual(['Office', 'Orphan', 'Self'])
    expect(tree[0]?.children[0]?.children[0]?.name).toBe('Copier')
  })

  it('finds the path from the top to a category', () => {
    const tree = buildCategoryTree(rows)
    expect(categoryPath(tree, 3).map((node) => node.id)).toEqual([1, 2, 3])
    expect(categoryPath(tree, 42)).toEqual([])
  })
})

describe('stock and price of a product', () => {
  it.each([
    [0, 10, 'Out of stock'],
    [-1, 0, 'Out of stock'],
    [10, 10, 'Low stock'],
    [11, 10, 'In stock'],
    [1, 0, 'In stock'],
  ] as const)('stock %d with reorder level %d is %s', (Stock, ReorderLevel, state) => {
    expect(stockState({ Stock, ReorderLevel })).toBe(state)
  })

  it.each([
    ['Active', 5, true],
    ['Active', 0, false],
    ['Inactive', 5, false],
    ['Archived', 5, false],
  ] as const)('%s with %d in stock can be ordered: %s', (Status, Stock, orderable) => {
    expect(canOrder({ Status, Stock })).toBe(orderable)
  })

  it('explains why a retired product cannot be ordered', () => {
    expect(retiredReason({ Status: 'Active' })).toBeNull()
    expect(retiredReason({ Status: 'Archived' })).toMatch(/archived/)
  })

  it.each([
    [245, 12, 274.4],
    [20, 18, 23.6],
    [0.05, 18, 0.06],
  ])('₹%d at %d%% GST is ₹%d a unit', (Price, TaxPercentage, gross) => {
    expect(priceWithGst({ Price, TaxPercentage })).toBe(gross)
  })
})
