import { CATALOGUE_WRITERS, STOCK_HISTORY_ROLES } from '../shared/catalogue-access'
import { hasRole, type Role } from '../shared/roles'
import { useSessionUser } from './session-store'

/** Whether the signed-in user has one of these roles (admins have them all). */
export function useHasRole(roles: readonly Role[]): boolean {
  return hasRole(useSessionUser()?.Role, roles)
}

/** Whether the signed-in user may change the catalogue; the server checks the same on every write. */
export const useCanWriteCatalogue = (): boolean => useHasRole(CATALOGUE_WRITERS)

/** Whether the signed-in user may read products' stock history; the server checks the same. */
export const useCanReadStockHistory = (): boolean => useHasRole(STOCK_HISTORY_ROLES)
