import { CATALOGUE_WRITERS } from '../features/categories/catalogue-access'
import { PO_READERS } from '../features/purchase-orders/po-page-search'
import { mayOpen } from '../lib/route-guard'
import type { FileRouteTypes } from '../routeTree.gen'
import type { Role } from '../shared/roles'
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
  badge?: 'cart'
  /** Other paths (and their sub-paths) that belong to this entry, so it stays highlighted there. */
  alsoActiveOn?: readonly string[]
}

/** One navigation group (an area of the app). */
export interface NavGroup {
  label: string
  entries: readonly NavEntry[]
}

/** The whole side navigation, in one place: each area adds its entries here when its screens exist. */
export const NAVIGATION: readonly NavGroup[] = [
  {
    label: 'Overview',
    entries: [{ label: 'Dashboard', to: '/dashboard' }],
  },
  {
    label: 'Shop',
    entries: [
      { label: 'Catalogue', to: '/catalogue', alsoActiveOn: ['/Product-Detail'] },
      { label: 'Cart', to: '/Cart', badge: 'cart', alsoActiveOn: ['/Checkout'] },
      { label: 'Orders', to: '/orders', alsoActiveOn: ['/order_detail'] },
    ],
  },
  {
    label: 'Catalogue',
    entries: [
      { label: 'Manage Category', to: '/Manage-Category' },
      { label: 'Create Category', to: '/Create-Category', roles: CATALOGUE_WRITERS },
      { label: 'Manage Product', to: '/Manage-Product' },
      { label: 'Create Product', to: '/Create-Product', roles: CATALOGUE_WRITERS },
    ],
  },
  {
    label: 'Suppliers',
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
    label: 'Purchasing',
    entries: [
      {
        label: 'Purchase Orders',
        to: '/Manage-PO',
        roles: PO_READERS,
        alsoActiveOn: ['/Manage-PO'],
      },
    ],
  },
  {
    label: 'Developer',
    entries: [{ label: 'Component gallery', to: '/sample', roles: DEVELOPER_ROLES }],
  },
]

/** True when the entry is the current area: its own path, one of its other paths, or below one. */
export function isActiveEntry(entry: NavEntry, pathname: string): boolean {
  return [entry.to, ...(entry.alsoActiveOn ?? [])].some((path) => pathname === path || pathname.startsWith(`${path}/`))
}

/** The navigation a role sees: entries it may use, groups with at least one entry. */
export function navigationFor(role: Role): NavGroup[] {
  return NAVIGATION.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => !entry.roles || mayOpen(role, entry.roles)),
  })).filter((group) => group.entries.length > 0)
}
