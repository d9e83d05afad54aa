import { RFQ_WRITERS } from '../../../shared/rfq-access'
import type { RfqStatus } from '../../../shared/rfq-status'
import { hasRole, type Role } from '../../../shared/roles'

/** True when the role may edit an RFQ of this status in the form: a Draft, for a writer. */
export const canEditRfq = (status: RfqStatus, role: Role | undefined): boolean =>
  status === 'Draft' && hasRole(role, RFQ_WRITERS)

/** What a stored RFQ's page is called (its heading and breadcrumb): Edit RFQ when it can be edited, else View RFQ. */
export const rfqPageTitle = (status: RfqStatus, role: Role | undefined): 'Edit RFQ' | 'View RFQ' =>
  canEditRfq(status, role) ? 'Edit RFQ' : 'View RFQ'
