import type { IconName } from '../components/icons'
import type { BreadcrumbItem } from '../components/shell/page-breadcrumbs'
import type { FileRouteTypes } from '../routeTree.gen'
import { WORKFLOW_READERS } from '../shared/approval-access'
import { BUDGET_ADMINS } from '../shared/budget-access'
import { CATALOGUE_WRITERS } from '../shared/catalogue-access'
import { LOW_STOCK_READERS } from '../shared/low-stock-schemas'
import { PO_READERS } from '../shared/po-access'
import { RFQ_READERS, RFQ_WRITERS } from '../shared/rfq-access'
import { hasRole, type Role } from '../shared/roles'
import { SUPPLIER_DECIDERS, SUPPLIER_EDITORS } from '../shared/supplier-status'

/** Who sees the developer pages (the component gallery): admins; its route is guarded with the same list. */
export const DEVELOPER_ROLES: readonly Role[] = ['admin']

/** One entry of the side navigation. */
export interface NavEntry {
  label: string
  to: FileRouteTypes['to']
  /** Roles that see the entry (admin sees all); absent means everyone signed in. Guarded routes use the same list. */
  roles?: readonly Role[]
  /** A live count shown beside the label. */
  badge?: 'cart' | 'approvals'
  /** Other paths (and their sub-paths; with a trailing slash only the sub-paths) that belong to this entry, so it stays highlighted there. */
  alsoActiveOn?: readonly string[]
  /** Active on its own path only, not below it (`/Create-Category/{id}` is a view that belongs to Manage Category). */
  exact?: boolean
}

/** One navigation group (an area of the app): a collapsible section of the side navigation. */
export interface NavGroup {
  label: string
  icon: IconName
  entries: readonly NavEntry[]
}

/** The whole side navigation, in one place: each area adds its entries here when its screens exist. */
export const NAVIGATION: readonly NavGroup[] = [
  {
    label: 'Overview',
    icon: 'home',
    entries: [{ label: 'Dashboard', to: '/dashboard' }],
  },
  {
    label: 'Shop',
    icon: 'shop',
    entries: [
      { label: 'Catalogue', to: '/catalogue', alsoActiveOn: ['/Product-Detail'] },
      { label: 'Cart', to: '/Cart', badge: 'cart', alsoActiveOn: ['/Checkout'] },
      { label: 'Orders', to: '/orders', alsoActiveOn: ['/order_detail'] },
    ],
  },
  {
    label: 'Catalogue',
    icon: 'catalogue',
    entries: [
      { label: 'Manage Category', to: '/Manage-Category', alsoActiveOn: ['/Update-Category', '/Create-Category/'] },
      { label: 'Create Category', to: '/Create-Category', roles: CATALOGUE_WRITERS, exact: true },
      { label: 'Manage Product', to: '/Manage-Product', alsoActiveOn: ['/Update-Product'] },
      { label: 'Create Product', to: '/Create-Product', roles: CATALOGUE_WRITERS, exact: true },
    ],
  },
  {
    label: 'Suppliers',
    icon: 'suppliers',
    entries: [
      {
        label: 'Manage Supply Partner',
        to: '/Manage-Supply-Partner',
        roles: [...SUPPLIER_EDITORS, ...SUPPLIER_DECIDERS],
      },
      { label: 'New Supply Partner', to: '/New-Supply-Partner', roles: SUPPLIER_EDITORS },
    ],
  },
  {
    label: 'Sourcing',
    icon: 'sourcing',
    entries: [
      { label: 'Manage RFQs', to: '/Manage-RFQs', roles: RFQ_READERS },
      { label: 'Create New RFQ', to: '/Create-New-RFQ', roles: RFQ_WRITERS, exact: true },
    ],
  },
  {
    label: 'Purchasing',
    icon: 'purchasing',
    entries: [
      {
        label: 'Purchase Orders',
        to: '/Manage-PO',
        roles: PO_READERS,
      },
      { label: 'Low Stock', to: '/Low-Stock', roles: LOW_STOCK_READERS },
    ],
  },
  {
    label: 'Approvals',
    icon: 'approvals',
    entries: [
      { label: 'Pending Approvals', to: '/Pending-Approvals', badge: 'approvals', alsoActiveOn: ['/Approval-Form'] },
      { label: 'Approval History', to: '/Approval-History' },
      {
        label: 'Approval Workflow',
        to: '/Approval-Workflow',
        roles: WORKFLOW_READERS,
        alsoActiveOn: ['/Create-Workflow'],
      },
    ],
  },
  {
    label: 'Budgets',
    icon: 'budget',
    entries: [
      { label: 'Budgets', to: '/Budgets', roles: BUDGET_ADMINS },
      { label: 'Budget Report', to: '/Budget-Report', roles: BUDGET_ADMINS },
    ],
  },
  {
    label: 'Developer',
    icon: 'developer',
    entries: [{ label: 'Component gallery', to: '/sample', roles: DEVELOPER_ROLES }],
  },
]

/** True when the entry is the current area: its own path, one of its other paths, or below one. */
export function isActiveEntry(entry: NavEntry, pathname: string): boolean {
  if (pathname === entry.to) return true
  const below = (path: string) => pathname.startsWith(path.endsWith('/') ? path : `${path}/`)
  return (
    (!entry.exact && below(entry.to)) || (entry.alsoActiveOn ?? []).some((path) => pathname === path || below(path))
  )
}

/** The navigation a role sees: entries it may use, groups with at least one entry. */
export function navigationFor(role: Role): NavGroup[] {
  return NAVIGATION.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => !entry.roles || hasRole(role, entry.roles)),
  })).filter((group) => group.entries.length > 0)
}

/** What the last crumb says on a page below a navigation entry (by the page's path, without ids). */
const SUB_PAGES: Readonly<Record<string, string>> = {
  '/Product-Detail': 'Product',
  '/Checkout': 'Checkout',
  '/Checkout/Thank-You': 'Order placed',
  '/order_detail': 'Order',
  '/Update-Category': 'Update Category',
  '/Create-Category': 'View Category',
  '/Update-Product': 'Update Product',
  '/Manage-Supply-Partner': 'Supply partner',
  '/Manage-PO/Create-PO': 'Purchase order',
  '/Approval-Form': 'Approval',
  '/Create-Workflow': 'Workflow',
}

/** The sub-page's label: its own path, else the longest sub-page path it lies below (ids and names after it). */
function subPageLabel(pathname: string): string | undefined {
  const below = Object.keys(SUB_PAGES)
    .filter((path) => pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0]
  return SUB_PAGES[pathname] ?? (below === undefined ? undefined : SUB_PAGES[below])
}

/** Pages that show a stored record when their route's loader answers `{ crumb }`: the list entry they sit under. */
const RECORD_PAGES: Readonly<Record<string, string>> = { '/Create-New-RFQ': '/Manage-RFQs' }

/**
 * The breadcrumb trail of a page, from the navigation: area › entry (a link) › sub-page. Empty on the
 * dashboard (the home) and on pages outside the navigation. `crumb` (the route's loader data) names
 * a stored record's page, which then sits under its list (View RFQ under Manage RFQs).
 */
export function breadcrumbsFor(pathname: string, role: Role, crumb?: string): BreadcrumbItem[] {
  const list = crumb === undefined ? undefined : RECORD_PAGES[pathname]
  for (const group of navigationFor(role)) {
    const entry = group.entries.find((candidate) => isActiveEntry(candidate, list ?? pathname))
    if (!entry || entry.to === '/dashboard') continue
    const page = list ? crumb : pathname === entry.to ? undefined : subPageLabel(pathname)
    return [
      { label: group.label },
      { label: entry.label, to: page ? entry.to : undefined },
      ...(page ? [{ label: page }] : []),
    ]
  }
  return []
}
