import type { Role } from './roles'

/** Roles that create, change and delete categories and products and adjust stock (admin always may). */
export const CATALOGUE_WRITERS: readonly Role[] = ['catalogue_manager']

/** Roles that read a product's stock movements (admin always may). */
export const STOCK_HISTORY_ROLES: readonly Role[] = ['catalogue_manager', 'warehouse']
