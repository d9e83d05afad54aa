import { useSessionUser } from '../../lib/session-store'
import type { Role } from '../../shared/roles'

/** Roles that may create, change and delete categories and products (admin always may). */
export const CATALOGUE_WRITERS: readonly Role[] = ['catalogue_manager']

/** True when the role may change the catalogue; the server checks the same on every write. */
export function canWriteCatalogue(role: Role | undefined): boolean {
  return role === 'admin' || (role !== undefined && CATALOGUE_WRITERS.includes(role))
}

/** Whether the signed-in user may change the catalogue. */
export function useCanWriteCatalogue(): boolean {
  return canWriteCatalogue(useSessionUser()?.Role)
}
