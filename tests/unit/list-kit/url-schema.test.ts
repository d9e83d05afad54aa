import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { categoryList } from '../../../src/features/categories/list-search'
import { orderList } from '../../../src/features/orders/list-search'
import { productExportQuery, productList } from '../../../src/features/products/list-search'
import { poList } from '../../../src/features/purchase-orders/list/list-search'
import { CategoryListQuerySchema } from '../../../src/shared/category-list-query'
import { PoListQuerySchema } from '../../../src/shared/po-list-query'

const ID_A = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'

describe('a list URL derived from its endpoint schema: lenient in the URL', () => {
  it('keeps what is valid and drops what is not, without failing', () => {
    const search = v.parse(productList.schema, {
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

  it('takes each parameter as the endpoint does: trimmed text, ids from 0 for a parent, real days', () => {
    expect(v.parse(categoryList.schema, { q: ' paper ', parent: '0', status: 'Lost' })).toMatchObject({
      q: 'paper',
      parent: 0,
      status: undefined,
    })
    expect(v.parse(orderList.schema, { from: '2026-02-31', to: '2026-03-01' })).toMatchObject({
      from: undefined,
      to: '2026-03-01',
    })
    expect(v.parse(categoryList.schema, { q: 'x'.repeat(101) }).q).toBeUndefined()
  })

  it('leaves defaults out: an empty URL is an empty state, not the endpoint defaults', () => {
    expect(Object.values(v.parse(categoryList.schema, {})).every((value) => value === undefined)).toBe(true)
    expect(Object.values(v.parse(poList.schema, {})).every((value) => value === undefined)).toBe(true)
  })

  it('reads PO filters as get-all-po does: comma lists, lower-cased ids, clamped values', () => {
    const search = v.parse(poList.schema, {
      tab: 'drafts',
      page: '2',
      sort: '-poDate',
      poNumbers: 'PO-1,PO-2',
      vendorIds: ID_A.toUpperCase(),
      status: ['Draft', 'Lost'],
      poDateFrom: '2026-01-01',
      poDateTo: '2026-13-01',
      valueMin: '-5',
      valueMax: 250000,
    })
    expect(search).toMatchObject({
      tab: 'drafts',
      page: 2,
      sort: '-poDate',
      poNumbers: ['PO-1', 'PO-2'],
      vendorIds: [ID_A],
      status: undefined,
      poDateFrom: '2026-01-01',
      poDateTo: undefined,
      valueMin: 0,
      valueMax: 99_999,
    })
    expect(v.parse(poList.schema, { tab: 'archived', page: -1, sort: 'price' })).toMatchObject({
      tab: undefined,
      page: undefined,
      sort: undefined,
    })
  })
})

describe('a list URL derived from its endpoint schema: strict on the wire', () => {
  it('turns a URL state into a query the endpoint schema accepts as it is', () => {
    const search = v.parse(categoryList.schema, { q: 'paper', page: 2, size: 25, sort: 'GST', dir: 'desc', parent: 0 })
    const query = categoryList.query(search)
    expect(query).toEqual({
      search_txt: 'paper',
      iDisplayStart: 25,
      iDisplayLength: 25,
      iSortCol_0: 4,
      sSortDir_0: 'desc',
      parentCatID: 0,
      status: undefined,
    })
    expect(v.parse(CategoryListQuerySchema, query)).toEqual({ ...query, status: undefined, parentCatID: 0 })
  })

  it('still refuses on the wire what the URL drops', () => {
    expect(v.safeParse(CategoryListQuerySchema, { status: 'Lost' }).success).toBe(false)
    expect(v.parse(categoryList.schema, { status: 'Lost' }).status).toBeUndefined()
  })

  it('pages the PO list by offset: 10 a page, offset 10 x the zero-based page', () => {
    const query = poList.query({ tab: 'inprogress', page: 3, vendorIds: [ID_A], valueMin: 100 })
    expect(query).toMatchObject({ name: 'inprogress', limit: 10, offset: 30, vendorIds: [ID_A], valueMin: 100 })
    expect(poList.query({})).toMatchObject({ name: 'all', sort: '-createdAt', limit: 10, offset: 0, status: [] })
    const wire = Object.fromEntries(
      Object.entries(query).map(([key, value]) => [
        key,
        Array.isArray(value) ? value.join(',') : value === undefined ? undefined : String(value),
      ]),
    )
    expect(v.safeParse(PoListQuerySchema, wire).success).toBe(true)
  })

  it('exports with the same filters and sort, without paging', () => {
    expect(productExportQuery(v.parse(productList.schema, { q: 'tape', page: 4, sort: 'Stock', category: 9 }))).toEqual(
      {
        search_txt: 'tape',
        iSortCol_0: 3,
        sSortDir_0: 'asc',
        CategoryID: 9,
        status: undefined,
      },
    )
    expect(poList.filterQuery({ page: 4, status: ['Draft'] })).not.toHaveProperty('offset')
  })

  it('maps the PO sort to a column and direction and back', () => {
    expect(poList.sortOf({})).toEqual({ column: 'createdAt', direction: 'desc' })
    expect(poList.sortOf({ sort: 'vendorName' })).toEqual({ column: 'vendorName', direction: 'asc' })
    expect(poList.sortChange({ column: 'totalValue', direction: 'desc' })).toEqual({ sort: '-totalValue' })
    expect(poList.sortChange({ column: 'totalValue', direction: 'asc' })).toEqual({ sort: 'totalValue' })
  })
})
