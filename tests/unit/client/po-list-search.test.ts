import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  clampPoValue,
  PoListSearchSchema,
  patchPoSearch,
  poListQuery,
  poSortOf,
  poSortValue,
} from '../../../src/features/purchase-orders/list/list-search'
import {
  activePoFilters,
  applyPoFilter,
  clearPoFilters,
  isEmptyFilter,
  orderedValueRange,
  poFilterValues,
} from '../../../src/features/purchase-orders/list/po-filters'

const ID_A = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'
const ID_B = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5c'

describe('/Manage-PO search params', () => {
  it('keep what is valid and drop what is not, without failing', () => {
    const search = v.parse(PoListSearchSchema, {
      tab: 'drafts',
      page: '2',
      sort: '-poDate',
      poNumbers: ['PO-2026-000001', '', 'PO-2026-000001'],
      vendorIds: `${ID_A.toUpperCase()},not-an-id`,
      status: ['Draft', 'Lost'],
      poDateFrom: '2026-01-01',
      poDateTo: '2026-13-01',
      createdBy: 42,
      valueMin: '-5',
      valueMax: 250000,
    })
    expect(search).toEqual({
      tab: 'drafts',
      page: 2,
      sort: '-poDate',
      poNumbers: ['PO-2026-000001'],
      vendorIds: [ID_A],
      status: ['Draft'],
      poDateFrom: '2026-01-01',
      poDateTo: undefined,
      deliveryDateFrom: undefined,
      deliveryDateTo: undefined,
      createdBy: undefined,
      valueMin: undefined,
      valueMax: 99_999,
    })
  })

  it('ignore an unknown tab, a negative page and an unknown sort', () => {
    const search = v.parse(PoListSearchSchema, { tab: 'archived', page: -1, sort: 'price' })
    expect(search).toMatchObject({ tab: undefined, page: undefined, sort: undefined })
  })

  it('turn into the get-all-po query: tab name, 10 a page, offset 10 x the zero-based page', () => {
    expect(poListQuery({})).toEqual({
      name: 'all',
      limit: 10,
      offset: 0,
      sort: '-createdAt',
      poNumbers: [],
      vendorIds: [],
      createdBy: [],
      status: [],
      poDateFrom: undefined,
      poDateTo: undefined,
      deliveryDateFrom: undefined,
      deliveryDateTo: undefined,
      valueMin: undefined,
      valueMax: undefined,
    })
    expect(poListQuery({ tab: 'inprogress', page: 3, vendorIds: [ID_A], valueMin: 100 })).toMatchObject({
      name: 'inprogress',
      offset: 30,
      vendorIds: [ID_A],
      valueMin: 100,
    })
  })

  it('go back to the first page on any change but the page, and leave defaults out', () => {
    const current = { tab: 'drafts' as const, page: 4, sort: 'poDate' }
    expect(patchPoSearch(current, { page: 5 })).toEqual({ tab: 'drafts', page: 5, sort: 'poDate' })
    expect(patchPoSearch(current, { vendorIds: [ID_A] })).toEqual({
      tab: 'drafts',
      page: undefined,
      sort: 'poDate',
      vendorIds: [ID_A],
    })
    expect(patchPoSearch(current, { tab: 'all', sort: '-createdAt', page: 0 })).toEqual({
      tab: undefined,
      page: undefined,
      sort: undefined,
    })
    expect(patchPoSearch({ status: ['Draft'] }, { status: [] })).toEqual({ status: undefined, page: undefined })
  })

  it('map the sort to a column and direction and back', () => {
    expect(poSortOf({})).toEqual({ column: 'createdAt', direction: 'desc' })
    expect(poSortOf({ sort: 'vendorName' })).toEqual({ column: 'vendorName', direction: 'asc' })
    expect(poSortValue({ column: 'totalValue', direction: 'desc' })).toBe('-totalValue')
    expect(poSortValue({ column: 'totalValue', direction: 'asc' })).toBe('totalValue')
  })
})

describe('PO list filters', () => {
  it.each([
    [-10, 0],
    [0, 0],
    [512.5, 512.5],
    [99_999, 99_999],
    [100_000, 99_999],
  ])('clamp a value bound of %s to %s', (value, clamped) => {
    expect(clampPoValue(value)).toBe(clamped)
  })

  it('clamp and swap a Value Range whose max is below its min', () => {
    expect(orderedValueRange([5000, 200])).toEqual([200, 5000])
    expect(orderedValueRange([-1, 150_000])).toEqual([0, 99_999])
    expect(orderedValueRange([null, 700])).toEqual([null, 700])
  })

  it('apply each filter to the URL, swapping reversed ranges and dropping empty ones', () => {
    expect(applyPoFilter('vendor', [ID_A, ID_B])).toEqual({ vendorIds: [ID_A, ID_B] })
    expect(applyPoFilter('poNumber', [])).toEqual({ poNumbers: undefined })
    expect(applyPoFilter('status', ['Issued'])).toEqual({ status: ['Issued'] })
    expect(applyPoFilter('poDate', ['2026-01-10', '2026-01-02'])).toEqual({
      poDateFrom: '2026-01-02',
      poDateTo: '2026-01-10',
    })
    expect(applyPoFilter('deliveryDate', [null, '2026-02-01'])).toEqual({
      deliveryDateFrom: undefined,
      deliveryDateTo: '2026-02-01',
    })
    expect(applyPoFilter('value', [90_000, 120_000])).toEqual({ valueMin: 90_000, valueMax: 99_999 })
  })

  it('know which filters are on, and clear them all but keep tab and sort', () => {
    const search = { tab: 'drafts' as const, sort: 'poDate', vendorIds: [ID_A], poDateTo: '2026-01-01', valueMin: 0 }
    expect(activePoFilters(search)).toEqual(['vendor', 'poDate', 'value'])
    expect(poFilterValues(search).poDate).toEqual([null, '2026-01-01'])
    const cleared = patchPoSearch(search, clearPoFilters())
    expect(cleared.tab).toBe('drafts')
    expect(cleared.sort).toBe('poDate')
    expect(activePoFilters(cleared)).toEqual([])
  })

  it('count an empty list and an open range as no selection', () => {
    expect(isEmptyFilter([])).toBe(true)
    expect(isEmptyFilter([null, null])).toBe(true)
    expect(isEmptyFilter(['Draft'])).toBe(false)
    expect(isEmptyFilter([null, 0])).toBe(false)
  })
})
