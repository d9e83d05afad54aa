import type { Role } from './roles'

/** Who may read the approval workflows (`/Approval-Workflow`); admins always may. Server routes and guards use it. */
export const WORKFLOW_READERS: readonly Role[] = ['approver']

/** Who may create, edit, import and export workflows: admins only. */
export const WORKFLOW_EDITORS: readonly Role[] = []
