import { describe, expect, it } from 'vitest'
import {
  isPastTheEnd,
  listStateKind,
  pageAfterDelete,
  pageCount,
  pagerText,
  rangeText,
} from '../../../src/components/list-kit/paging'
import { selectAllState, toggled } from '../../../src/components/list-kit/selection'
import { nextSort } from '../../../src/components/list-kit/sort'
import { categoryList } from '../../../src/features/categories/list-search'
import { poList } from '../../../src/features/purchase-orders/list/list-search'

describe('pager maths', () => {
  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [250, 25, 10],
  ])('%i records in pages of %i make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })

  it('says which rows are shown and on which page', () => {
    expect(rangeText(1, 10, 0)).toBe('No records')
    expect(rangeText(2, 10, 42)).toBe('Showing 11–20 of 42')
    expect(pagerText(5, 10, 42)).toBe('Showing 41–42 of 42 · Page 5 of 5')
    expect(pagerText(1, 10, 1234)).toBe('Showing 1–10 of 1,234 · Page 1 of 124')
    expect(pagerText(99, 10, 13)).toBe('13 records on 2 pages')
    expect(pagerText(1, 10, 0)).toBe('No records')
  })

  it('tells a page past the end from an empty list and from no match', () => {
    expect(isPastTheEnd(99, 10, 13)).toBe(true)
    expect(isPastTheEnd(2, 10, 13)).toBe(false)
    expect(listStateKind(99, 10, 13, false)).toBe('past-the-end')
    expect(listStateKind(99, 10, 13, true)).toBe('past-the-end')
    expect(listStateKind(1, 10, 0, true)).toBe('no-results')
    expect(listStateKind(1, 10, 0, false)).toBe('empty')
  })

  it('steps back a page only when the last row of a later page is deleted', () => {
    expect(pageAfterDelete(3, 1)).toBe(2)
    expect(pageAfterDelete(3, 4)).toBe(3)
    expect(pageAfterDelete(1, 1)).toBe(1)
  })

  it('shows pages from 1 whatever the wire format: DataTables start and length, or offset and limit', () => {
    expect(categoryList.state({ page: 3, size: 25 })).toMatchObject({ page: 3, size: 25 })
    expect(categoryList.query({ page: 3, size: 25 })).toMatchObject({ iDisplayStart: 50, iDisplayLength: 25 })
    expect(poList.state({ page: 2 })).toMatchObject({ page: 3, size: 10 })
    expect(poList.pageChange(3)).toEqual({ page: 2 })
    expect(poList.query(poList.patch({}, poList.pageChange(3)))).toMatchObject({ offset: 20, limit: 10 })
    expect(poList.patch({ page: 2 }, poList.pageChange(1))).toEqual({ page: undefined })
  })
})

describe('sort and selection', () => {
  it('flips the sorted column and starts another ascending', () => {
    expect(nextSort({ column: 'a', direction: 'asc' }, 'a')).toEqual({ column: 'a', direction: 'desc' })
    expect(nextSort({ column: 'a', direction: 'desc' }, 'a')).toEqual({ column: 'a', direction: 'asc' })
    expect(nextSort({ column: 'a', direction: 'desc' }, 'b')).toEqual({ column: 'b', direction: 'asc' })
  })

  it('makes select-all checked, mixed or clear from the page', () => {
    expect(selectAllState(['a', 'b'], new Set(['a', 'b']))).toEqual({ checked: true, indeterminate: false })
    expect(selectAllState(['a', 'b'], new Set(['a']))).toEqual({ checked: false, indeterminate: true })
    expect(selectAllState([], new Set())).toEqual({ checked: false, indeterminate: false })
    expect([...toggled(new Set(['a']), 'b', true)]).toEqual(['a', 'b'])
    expect([...toggled(new Set(['a']), 'a', false)]).toEqual([])
  })
})
