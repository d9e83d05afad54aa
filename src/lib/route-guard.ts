import { hasRole, type Role } from '../shared/roles'
import { sessionStore } from './session-store'

// Light on purpose: route guards run it before any page code loads.

/**
 * What a route guard throws when the signed-in user's role may not open the page. The route's error
 * view (PageLoadError) shows the one no-access screen for it, as it does for a 403 from a loader.
 */
export class ForbiddenError extends Error {
  constructor(readonly reason?: string) {
    super("You don't have access to this page")
    this.name = 'ForbiddenError'
  }
}

/** A route's `beforeLoad` guard: the page stays at its address and shows no-access unless the role may open it. */
export function requireRoles(roles: readonly Role[], reason?: string): void {
  if (!hasRole(sessionStore.get()?.Role, roles)) throw new ForbiddenError(reason)
}
