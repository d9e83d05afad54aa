import type { Role } from './roles'

/** Roles that read purchase orders at all; catalogue managers do not (admin always may). */
export const PO_READERS: readonly Role[] = ['buyer', 'approver', 'warehouse']

/** Roles that create and edit Drafts and upload their line files (admin always may). */
export const PO_WRITERS: readonly Role[] = ['buyer']

/** Roles that record deliveries of goods (admin always may). */
export const PO_RECEIVERS: readonly Role[] = ['warehouse']
