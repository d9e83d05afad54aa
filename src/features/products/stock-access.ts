import { useSessionUser } from '../../lib/session-store'
import type { Role } from '../../shared/roles'
import { STOCK_HISTORY_ROLES } from '../../shared/stock-schemas'

/** True when the role may read stock history; the server checks the same. */
export function canReadStockHistory(role: Role | undefined): boolean {
  return role === 'admin' || (role !== undefined && STOCK_HISTORY_ROLES.includes(role))
}

/** Whether the signed-in user may read products' stock history. */
export function useCanReadStockHistory(): boolean {
  return canReadStockHistory(useSessionUser()?.Role)
}
