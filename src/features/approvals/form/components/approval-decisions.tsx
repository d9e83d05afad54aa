import { Button } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { RemarksDialog } from '../../../../components/form-kit/remarks-dialog'
import { ApiError, refusalMessage } from '../../../../lib/api-client'
import { formToast } from '../../../../lib/toast'
import type { ApprovalDetail } from '../../../../shared/approval-request-schemas'
import type { ApprovalDecision } from '../../../../shared/approval-rules'
import { useDecideApproval } from '../../pending/mutations'
import { approvalKeys } from '../../query-keys'
import { documentLabel, FORM_DECISIONS, formDecisionDialog, refusedTitle } from '../form-texts'

/**
 * Approve, Send back and Reject: only those the server lists for the reader, each asked in a
 * dialog (remarks required to reject or send back), sent with the level the reader saw. A 409 (the
 * approval moved on or was decided) says so and reloads the form.
 */
export function ApprovalDecisions({ approval }: { approval: ApprovalDetail }) {
  const queryClient = useQueryClient()
  const decide = useDecideApproval()
  const [picked, setPicked] = useState<ApprovalDecision | null>(null)
  if (approval.decisions.length === 0) return null

  const confirm = (remarks: string) => {
    if (!picked) return
    const decision = picked
    const body = { approvalId: approval.approvalId, decision, remarks, level: approval.approvalLevel }
    decide.mutate(
      { body, idempotencyKey: uuidv7(), type: approval.approvalType },
      {
        onSuccess: (result) =>
          result.queued
            ? formToast.info(`${documentLabel(approval)}: your decision is sent once you are online`)
            : formToast.success(`${documentLabel(approval)}: ${result.msg}`),
        onError: (error) => {
          formToast.error(refusedTitle(decision, approval), refusalMessage(error))
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: approvalKeys.details() })
          }
        },
        onSettled: () => setPicked(null),
      },
    )
  }

  return (
    <>
      {FORM_DECISIONS.filter((d) => approval.decisions.includes(d.decision)).map(({ decision, label }) => (
        <Button
          key={decision}
          variant={decision === 'approve' ? 'filled' : 'default'}
          c={decision === 'reject' ? 'red.9' : undefined}
          onClick={() => setPicked(decision)}
        >
          {label}
        </Button>
      ))}
      {picked ? (
        <RemarksDialog
          {...formDecisionDialog(picked, approval)}
          pending={decide.isPending}
          onCancel={() => setPicked(null)}
          onConfirm={confirm}
        />
      ) : null}
    </>
  )
}
