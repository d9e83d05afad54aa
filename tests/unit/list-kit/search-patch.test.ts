import { describe, expect, it } from 'vitest'
import { historyMode, patchSearch } from '../../../src/components/list-kit/search-patch'
import { categoryList } from '../../../src/features/categories/list-search'
import { orderList } from '../../../src/features/orders/list-search'
import { poList } from '../../../src/features/purchase-orders/list/list-search'

describe('the next URL state after a change', () => {
  it('goes back to the first page when anything but the page changes', () => {
    expect(categoryList.patch({ page: 4, q: 'a' }, { q: 'ab' })).toEqual({ page: undefined, q: 'ab' })
    expect(categoryList.patch({ page: 4, q: 'a' }, { page: 5 })).toEqual({ page: 5, q: 'a' })
    expect(poList.patch({ tab: 'drafts', page: 4 }, { vendorIds: ['x'] })).toEqual({
      tab: 'drafts',
      page: undefined,
      vendorIds: ['x'],
    })
  })

  it('leaves out values equal to the defaults the endpoint schema names, and empty ones', () => {
    expect(
      categoryList.patch(
        { q: 'x', size: 25, sort: 'CategoryCode', dir: 'desc' },
        { q: '', size: 10, sort: 'CategoryName', dir: 'asc' },
      ),
    ).toEqual({ q: undefined, page: undefined, size: undefined, sort: undefined, dir: undefined })
    expect(poList.patch({ tab: 'drafts', sort: 'poDate' }, { tab: 'all', sort: '-createdAt', page: 0 })).toEqual({
      tab: undefined,
      page: undefined,
      sort: undefined,
    })
    expect(poList.patch({ status: ['Draft'] }, { status: [] })).toEqual({ status: undefined, page: undefined })
  })

  it('knows a list whose own default differs from the endpoint (orders: newest first)', () => {
    expect(orderList.patch({}, { sort: 'PlacedAt', dir: 'asc' })).toMatchObject({ sort: undefined, dir: 'asc' })
    expect(orderList.patch({ dir: 'asc' }, { dir: 'desc' })).toMatchObject({ dir: undefined })
    expect(orderList.state({}).sort).toEqual({ column: 'PlacedAt', direction: 'desc' })
  })

  it('turns every filter off and keeps what is not a filter (a tab, the sort)', () => {
    const search = { tab: 'drafts' as const, sort: 'poDate', vendorIds: ['x'], poDateTo: '2026-01-01', valueMin: 0 }
    expect(poList.filtered(search)).toBe(true)
    const cleared = poList.patch(search, poList.reset())
    expect(cleared).toEqual({
      tab: 'drafts',
      sort: 'poDate',
      page: undefined,
      vendorIds: undefined,
      poDateTo: undefined,
      valueMin: undefined,
    })
    expect(poList.filtered(cleared)).toBe(false)
    expect(poList.filtered({ tab: 'drafts', status: [] })).toBe(false)
    expect(categoryList.filtered({ parent: 0 })).toBe(true)
    expect(categoryList.filtered({ sort: 'GST' })).toBe(false)
  })

  it('is plain: a change of any key of any list', () => {
    expect(patchSearch({ page: 2, a: 'x' }, { a: 'y' }, { a: 'y' })).toEqual({ page: undefined, a: undefined })
  })
})

describe('the one history rule', () => {
  it.each<[string, object, boolean]>([
    ['typing a search', { q: 'pen' }, true],
    ['clearing the search box', { q: '' }, true],
    ['a page', { page: 2 }, false],
    ['a filter', { status: 'Active' }, false],
    ['a sort', { sort: 'Price', dir: 'desc' }, false],
    ['resetting the filters and the search', { q: undefined, status: undefined }, false],
  ])('%s replaces the entry: %s', (_case, patch, replace) => {
    expect(historyMode(patch)).toEqual({ replace })
  })

  it('is the rule of every list, the PO list too (a filter or page pushes)', () => {
    expect(poList.navigation({ vendorIds: ['x'] }).replace).toBe(false)
    expect(poList.navigation(poList.pageChange(2)).replace).toBe(false)
    expect(poList.navigation({ tab: 'drafts' }).replace).toBe(false)
    expect(categoryList.navigation({ q: 'pa' }).replace).toBe(true)
    expect(poList.navigation({ page: 3 }).search({ tab: 'drafts', page: 1 })).toEqual({ tab: 'drafts', page: 3 })
  })
})
