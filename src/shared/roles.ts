import * as v from 'valibot'

/** Every staff role; the server checks them per route, the UI hides what a role cannot do. */
export const ROLES = ['admin', 'buyer', 'catalogue_manager', 'approver', 'warehouse'] as const

export type Role = (typeof ROLES)[number]

/** Schema of a role value. */
export const RoleSchema = v.picklist(ROLES)

/** Human label of each role. */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  buyer: 'Buyer',
  catalogue_manager: 'Catalogue manager',
  approver: 'Approver',
  warehouse: 'Warehouse',
}

/** True when the role may do what these roles may: admins may do everything. Server policies, guards and screens use it. */
export function hasRole(role: Role | undefined, allowed: readonly Role[]): boolean {
  return role === 'admin' || (role !== undefined && allowed.includes(role))
}
