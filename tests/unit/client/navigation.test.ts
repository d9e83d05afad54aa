import { describe, expect, it } from 'vitest'
import { breadcrumbsFor, isActiveEntry, NAVIGATION } from '../../../src/app/navigation'

const activeEntries = (pathname: string) =>
  NAVIGATION.flatMap((group) => group.entries)
    .filter((entry) => isActiveEntry(entry, pathname))
    .map((entry) => entry.label)

describe('side navigation and breadcrumbs', () => {
  it('highlights one entry per page, sub-pages under the list they come from', () => {
    expect(activeEntries('/Create-Category')).toEqual(['Create Category'])
    expect(activeEntries('/Create-Category/5')).toEqual(['Manage Category'])
    expect(activeEntries('/Update-Product/3')).toEqual(['Manage Product'])
    expect(activeEntries('/Manage-PO/Create-PO')).toEqual(['Purchase Orders'])
    expect(activeEntries('/Checkout/Thank-You')).toEqual(['Cart'])
  })

  it('derives the trail from the navigation: area, entry (a link on sub-pages), page', () => {
    expect(breadcrumbsFor('/Manage-Product', 'buyer')).toEqual([{ label: 'Catalogue' }, { label: 'Manage Product' }])
    expect(breadcrumbsFor('/Update-Category/7', 'catalogue_manager')).toEqual([
      { label: 'Catalogue' },
      { label: 'Manage Category', to: '/Manage-Category' },
      { label: 'Update Category' },
    ])
    expect(breadcrumbsFor('/Manage-Supply-Partner/0190a7c2-0000-7000-8000-000000000000', 'approver')).toEqual([
      { label: 'Suppliers' },
      { label: 'Manage Supply Partner', to: '/Manage-Supply-Partner' },
      { label: 'Supply partner' },
    ])
  })

  it('has no trail on the dashboard, nor on a page the role has no entry for', () => {
    expect(breadcrumbsFor('/dashboard', 'admin')).toEqual([])
    expect(breadcrumbsFor('/sample', 'buyer')).toEqual([])
    expect(breadcrumbsFor('/sample', 'admin')).toEqual([{ label: 'Developer' }, { label: 'Component gallery' }])
  })
})
