import { Button } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { v7 as uuidv7 } from 'uuid'
import { RemarksDialog } from '../../../../components/form-kit/remarks-dialog'
import { ButtonLink } from '../../../../components/router-links'
import { refusalMessage } from '../../../../lib/api-client'
import type { PendingPo } from '../../../../lib/offline/po-overlay'
import { saveFile } from '../../../../lib/save-file'
import { useSessionUser } from '../../../../lib/session-store'
import { formToast } from '../../../../lib/toast'
import type { PurchaseOrder } from '../../../../shared/po-read-schemas'
import type { RecordPoDeliveryInput } from '../../../../shared/po-schemas'
import { BudgetLeftPanel } from '../../../budgets/components/budget-left-panel'
import { useBudgetOutcome } from '../../../budgets/use-budget-outcome'
import { downloadPoPdf, type PoWriteResult } from '../../api'
import { useRecordPoDelivery, useUpdatePoStatus } from '../../mutations'
import { type PoStatusAction, poActions } from '../po-actions'
import { PoDeliveryDialog } from './po-delivery-dialog'

const QUEUED = 'Saved offline: the change will be sent when you are back online.'

/** The lifecycle actions the server lists for the signed-in user on the PO, each confirmed in a dialog. */
export function PoActionsBar({ po }: { po: PurchaseOrder }) {
  const user = useSessionUser()
  const [picked, setPicked] = useState<PoStatusAction | 'deliver' | null>(null)
  const move = useUpdatePoStatus(po.poId)
  const deliver = useRecordPoDelivery(po.poId)
  const budget = useBudgetOutcome()
  const pdf = useMutation({
    mutationFn: () => downloadPoPdf(po.poId),
    onSuccess: (file) => saveFile(file.blob, file.filename ?? `${po.poNumber}.pdf`),
    onError: (error) => formToast.error('Failed to download the PDF. Please try again.', refusalMessage(error)),
  })
  if (!user) return null
  const notOnServer = (po as Partial<PendingPo>).pendingOps?.includes('add-po') === true

  const finished = (done: string) => (result: PoWriteResult) =>
    result.queued ? formToast.info(QUEUED) : formToast.success(done, `${result.po.poNumber} is now ${result.po.status}`)
  const failed = (message: string) => (error: unknown) => formToast.error(message, refusalMessage(error))
  const confirmMove = (action: PoStatusAction) => (remarks: string) =>
    move.mutate(
      { body: { poId: po.poId, status: action.to, remarks, version: po.version }, idempotencyKey: uuidv7() },
      {
        onSuccess: (result) => {
          setPicked(null)
          if (!result.queued) budget.answered(result.budget)
          finished(action.done)(result)
        },
        onError: (error) => {
          // Refused beyond 100% of a budget: the dialog stays open with the server's message, the PO as it was.
          if (budget.failed(error)) return
          setPicked(null)
          failed('Failed to update the purchase order. Please try again.')(error)
        },
      },
    )
  const confirmDelivery = (body: RecordPoDeliveryInput) =>
    deliver.mutate(
      { body, idempotencyKey: uuidv7() },
      {
        onSuccess: (result) => {
          setPicked(null)
          finished('Delivery recorded')(result)
        },
        // The dialog stays open with what was typed, so a refused quantity can be corrected.
        onError: failed('Failed to record the delivery. Please try again.'),
      },
    )

  return (
    <>
      {poActions(po, user.Role).map((action) => {
        // A PO made offline has no PDF until the server has it.
        if (action.kind === 'pdf' && notOnServer) return null
        if (action.kind === 'edit') {
          return (
            <ButtonLink key="edit" variant="default" to="/Manage-PO/Create-PO" search={{ id: po.poId, mode: 'edit' }}>
              Edit
            </ButtonLink>
          )
        }
        if (action.kind === 'pdf') {
          return (
            <Button key="pdf" variant="default" loading={pdf.isPending} onClick={() => pdf.mutate()}>
              PDF
            </Button>
          )
        }
        if (action.kind === 'deliver') {
          return (
            <Button key="deliver" onClick={() => setPicked('deliver')}>
              Record delivery
            </Button>
          )
        }
        return (
          <Button
            key={action.to}
            variant={action.danger ? 'default' : 'filled'}
            c={action.danger ? 'red.9' : undefined}
            onClick={() => setPicked(action)}
          >
            {action.label}
          </Button>
        )
      })}
      {picked === 'deliver' ? (
        <PoDeliveryDialog
          po={po}
          onCancel={() => setPicked(null)}
          onConfirm={confirmDelivery}
          pending={deliver.isPending}
        />
      ) : picked ? (
        <RemarksDialog
          title={`${picked.label}: ${po.poNumber || 'new purchase order'}`}
          question={picked.question}
          confirm={picked.label}
          danger={picked.danger}
          placeholder={picked.remarks === 'required' ? 'Why it is rejected' : 'Shown in the audit trail (optional)'}
          required={picked.remarks === 'required'}
          onCancel={() => {
            budget.reset()
            setPicked(null)
          }}
          onConfirm={confirmMove(picked)}
          pending={move.isPending}
        >
          {picked.to === 'Pending Approval' ? (
            <BudgetLeftPanel amount={po.totals.total} date={po.poDate} refused={budget.refused} />
          ) : null}
        </RemarksDialog>
      ) : null}
    </>
  )
}
