import { type PendingApprovalRow, REMARKS_REQUIRED } from '../../../shared/approval-request-schemas'
import { levelLabel } from '../../../shared/approval-rules'
import { documentLabel as documentWords } from '../../../shared/document-label'

/** The decisions taken from a row of /Pending-Approvals (Send back is on the approval form). */
export type RowDecision = 'approve' | 'reject'

/** The params of a row's `/Approval-Form/{name}/{id}`. */
export const approvalFormParams = (row: Pick<PendingApprovalRow, 'urlName' | 'documentId'>) => ({
  name: row.urlName,
  id: row.documentId,
})

/** "PO-2026-0007", "Product Steel bolt": a row's document in words. */
export const documentLabel = (row: Pick<PendingApprovalRow, 'approvalType' | 'documentNumber'>) =>
  documentWords(row.approvalType, row.documentNumber)

/** What the remarks dialog of a decision says: reject needs remarks (the endpoint's message), approve does not. */
export function decisionDialog(decision: RowDecision, row: PendingApprovalRow) {
  const level = levelLabel(row.approvalLevel)
  if (decision === 'approve') {
    return {
      title: `Approve ${documentLabel(row)}`,
      question: `Approve ${documentLabel(row)} at ${level}? Remarks are optional.`,
      confirm: 'Approve',
      placeholder: 'Remarks (optional)',
      required: false,
    }
  }
  return {
    title: `Reject ${documentLabel(row)}`,
    question: `Reject ${documentLabel(row)} at ${level}? It goes back to ${row.requestedBy} with your remarks.`,
    confirm: 'Reject',
    placeholder: 'Why it is rejected',
    required: true,
    requiredMessage: REMARKS_REQUIRED.reject,
    danger: true,
  }
}

const DONE: Record<RowDecision, string> = { approve: 'approved', reject: 'rejected' }

/** The toast when the outbox kept a decision made offline. */
export const queuedMessage = (decision: RowDecision, row: PendingApprovalRow) =>
  `${documentLabel(row)} will be ${DONE[decision]} once you are online`

/** The toast title when the server refused a decision. */
export const refusedTitle = (decision: RowDecision, row: PendingApprovalRow) =>
  `Could not ${decision} ${documentLabel(row)}`

/** What an approval decided on this device shows instead of its buttons: the decision, beside its sync state. */
export const unsyncedDecision = (decision: string) =>
  decision === 'approve' ? 'Approved' : decision === 'reject' ? 'Rejected' : 'Sent back'
