import type { Role } from './roles'

/** Roles that create, send, negotiate and award RFQs (admin always may). */
export const RFQ_WRITERS: readonly Role[] = ['buyer']

/** Roles that read RFQs and their comparison (admin always may). */
export const RFQ_READERS: readonly Role[] = ['buyer', 'approver']
