import * as v from 'valibot'
import {
  ApprovalByDocumentQuerySchema,
  type ApprovalDetail,
  REMARKS_REQUIRED,
} from '../../../shared/approval-request-schemas'
import { type ApprovalDecision, approvalTypeOfUrlName, levelLabel } from '../../../shared/approval-rules'
import { documentLabel as documentWords } from '../../../shared/document-label'

/** The buttons of the form, in the order shown. */
export const FORM_DECISIONS: ReadonlyArray<{ decision: ApprovalDecision; label: string }> = [
  { decision: 'approve', label: 'Approve' },
  { decision: 'send-back', label: 'Send back' },
  { decision: 'reject', label: 'Reject' },
]

/** "PO-2026-0007", "Product Steel bolt": the approval's document in words. */
export const documentLabel = (approval: Pick<ApprovalDetail, 'approvalType' | 'documentNumber'>) =>
  documentWords(approval.approvalType, approval.documentNumber)

/** What the remarks dialog of a decision on the form says; reject and send back need remarks (the schema's messages). */
export function formDecisionDialog(decision: ApprovalDecision, approval: ApprovalDetail) {
  const label = documentLabel(approval)
  const level = levelLabel(approval.approvalLevel)
  if (decision === 'approve') {
    return {
      title: `Approve ${label}`,
      question: `Approve ${label} at ${level}? Remarks are optional.`,
      confirm: 'Approve',
      placeholder: 'Remarks (optional)',
      required: false,
    }
  }
  if (decision === 'send-back') {
    return {
      title: `Send back ${label}`,
      question: `Send ${label} back to ${approval.requestedBy} for changes? Say what should change.`,
      confirm: 'Send back',
      placeholder: 'What should change',
      required: true,
      requiredMessage: REMARKS_REQUIRED['send-back'],
    }
  }
  return {
    title: `Reject ${label}`,
    question: `Reject ${label} at ${level}? It goes back to ${approval.requestedBy} with your remarks.`,
    confirm: 'Reject',
    placeholder: 'Why it is rejected',
    required: true,
    requiredMessage: REMARKS_REQUIRED.reject,
    danger: true,
  }
}

/** The toast title when the server refused a decision. */
export const refusedTitle = (decision: ApprovalDecision, approval: ApprovalDetail) =>
  `Could not ${decision === 'send-back' ? 'send back' : decision} ${documentLabel(approval)}`

/** The route's params checked with the endpoint's schema: the approval type's URL name and the document id, or null. */
export function formParams(params: { name: string; id: string }) {
  const parsed = v.safeParse(ApprovalByDocumentQuerySchema, params)
  if (!parsed.success || !approvalTypeOfUrlName(parsed.output.name)) return null
  return { urlName: parsed.output.name, documentId: parsed.output.id }
}

/** What the form says when the address names no approval it can show. */
export const NOT_FOUND_TEXT = {
  title: 'Approval not found',
  body: 'This address names no approval you can see: the document type or id is wrong, the document has not been submitted for approval, or it is not yours to see.',
}
