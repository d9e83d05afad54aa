import { describe, expect, it } from 'vitest'
import { breadcrumbsFor, isActiveEntry, NAVIGATION, navigationFor } from '../../../src/app/navigation'
import type { Role } from '../../../src/shared/roles'

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
    expect(activeEntries('/Approval-Form/Supplier-Onboarding/0190a7c2-0000-7000-8000-000000000000')).toEqual([
      'Pending Approvals',
    ])
    expect(activeEntries('/Create-Workflow')).toEqual(['Approval Workflow'])
  })

  it('shows the workflows to approvers and admins only, and names the approval pages in the trail', () => {
    const labels = (role: Role) => navigationFor(role).flatMap((group) => group.entries.map((entry) => entry.label))
    expect(labels('approver')).toContain('Approval Workflow')
    expect(labels('buyer')).not.toContain('Approval Workflow')
    expect(labels('buyer')).toEqual(expect.arrayContaining(['Pending Approvals', 'Approval History']))
    expect(breadcrumbsFor('/Approval-Form/PO/0190a7c2-0000-7000-8000-000000000000', 'buyer')).toEqual([
      { label: 'Approvals' },
      { label: 'Pending Approvals', to: '/Pending-Approvals' },
      { label: 'Approval' },
    ])
    expect(breadcrumbsFor('/Create-Workflow', 'admin')).toEqual([
      { label: 'Approvals' },
      { label: 'Approval Workflow', to: '/Approval-Workflow' },
      { label: 'Workflow' },
    ])
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

  it("puts a stored RFQ's page under Manage RFQs with the name its loader gives, and a new one under Create New RFQ", () => {
    expect(breadcrumbsFor('/Create-New-RFQ', 'buyer', 'View RFQ')).toEqual([
      { label: 'Sourcing' },
      { label: 'Manage RFQs', to: '/Manage-RFQs' },
      { label: 'View RFQ' },
    ])
    expect(breadcrumbsFor('/Create-New-RFQ', 'buyer')).toEqual([{ label: 'Sourcing' }, { label: 'Create New RFQ' }])
  })

  it('has no trail on the dashboard, nor on a page the role has no entry for', () => {
    expect(breadcrumbsFor('/dashboard', 'admin')).toEqual([])
    expect(breadcrumbsFor('/sample', 'buyer')).toEqual([])
    expect(breadcrumbsFor('/sample', 'admin')).toEqual([{ label: 'Developer' }, { label: 'Component gallery' }])
  })
})
