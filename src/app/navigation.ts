import { CATALOGUE_WRITERS } from '../features/categories/catalogue-access'
import type { FileRouteTypes } from '../routeTree.gen'
import type { Role } from '../shared/roles'

/** One entry of the side navigation. */
export interface NavEntry {
  label: string
  to: FileRouteTypes['to']
  /** Roles that see the entry; absent means everyone signed in. */
  roles?: readonly Role[]
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
    label: 'Catalogue',
    entries: [
      { label: 'Manage Category', to: '/Manage-Category' },
      { label: 'Create Category', to: '/Create-Category', roles: CATALOGUE_WRITERS },
      { label: 'Manage Product', to: '/Manage-Product' },
      { label: 'Create Product', to: '/Create-Product', roles: CATALOGUE_WRITERS },
    ],
  },
  {
    label: 'Developer',
    entries: [{ label: 'Component gallery', to: '/sample' }],
  },
]

/** The navigation a role sees: entries it may use, groups with at least one entry. */
export function navigationFor(role: Role): NavGroup[] {
  return NAVIGATION.map((group) => ({
    ...group,
    entries: group.entries.filter((entry) => !entry.roles || role === 'admin' || entry.roles.includes(role)),
  })).filter((group) => group.entries.length > 0)
}
