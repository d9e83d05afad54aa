import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CategoryListSearchSchema, categoryListQuery } from '../../../src/features/categories/list-search'
import {
  ProductListSearchSchema,
  productExportQuery,
  productListQuery,
} from '../../../src/features/products/list-search'
import { type ListSearch, pageAfterDelete, patchListSearch } from '../../../src/lib/list-search'

describe('list search params', () => {
  it('keep what is valid and drop what is not, without failing', () => {
    const search = v.parse(ProductListSearchSchema, {
      q: 12345,
      page: '3',
      size: 7,
      sort: 'Price',
      dir: 'sideways',
      status: 'Active',
      category: 'abc',
    })
    expect(search).toEqual({
      q: '12345',
      page: 3,
      size: undefined,
      sort: 'Price',
      dir: undefined,
      status: 'Active',
      category: undefined,
    })
  })

  it('turn into the DataTables query of the list endpoint', () => {
    const search = v.parse(CategoryListSearchSchema, {
      q: ' paper ',
      page: 2,
      size: 25,
      sort: 'GST',
      dir: 'desc',
      parent: 0,
    })
    expect(categoryListQuery(search)).toEqual({
      search_txt: 'paper',
      iDisplayStart: 25,
      iDisplayLength: 25,
      iSortCol_0: 4,
      sSortDir_0: 'desc',
      parentCatID: 0,
      status: undefined,
    })
  })

  it('default to the first page of 10, sorted by the first column ascending', () => {
    expect(productListQuery(v.parse(ProductListSearchSchema, {}))).toMatchObject({
      search_txt: '',
      iDisplayStart: 0,
      iDisplayLength: 10,
      iSortCol_0: 0,
      sSortDir_0: 'asc',
    })
  })

  it('export the same filters and sort without paging', () => {
    const query = productExportQuery(
      v.parse(ProductListSearchSchema, { q: 'tape', page: 4, sort: 'Stock', category: 9 }),
    )
    expect(query).toEqual({ search_txt: 'tape', iSortCol_0: 3, sSortDir_0: 'asc', CategoryID: 9, status: undefined })
  })
})

describe('patchListSearch', () => {
  const first = 'Name'

  it('goes back to page 1 when a filter changes, and keeps the page when only it changes', () => {
    expect(patchListSearch({ page: 4, q: 'a' }, { q: 'ab' }, first)).toEqual({ page: undefined, q: 'ab' })
    expect(patchListSearch({ page: 4, q: 'a' }, { page: 5 }, first)).toEqual({ page: 5, q: 'a' })
  })

  it('removes values equal to their defaults so the URL stays short', () => {
    expect(
      patchListSearch<ListSearch<string>>(
        { q: 'x', size: 25, sort: 'SKU', dir: 'desc' },
        { q: '', size: 10, sort: 'Name', dir: 'asc' },
        first,
      ),
    ).toEqual({ q: undefined, page: undefined, size: undefined, sort: undefined, dir: undefined })
    expect(patchListSearch({}, { page: 1 }, first)).toEqual({ page: undefined })
  })
})

describe('pageAfterDelete', () => {
  it('steps back a page only when the last row of a later page goes', () => {
    expect(pageAfterDelete(3, 1)).toBe(2)
    expect(pageAfterDelete(3, 4)).toBe(3)
    expect(pageAfterDelete(1, 1)).toBe(1)
  })
})
