import { Button } from '@mantine/core'
import { useState } from 'react'
import { RemarksDialog } from '../../../components/form-kit/remarks-dialog'
import { refusalMessage } from '../../../lib/api-client'
import { formToast } from '../../../lib/toast'
import type { Order } from '../../../shared/order-schemas'
import { useUpdateOrderStatus } from '../mutations'
import { type OrderAction, orderActionsFor } from '../order-actions'

/** The status moves the user may make on the order, each asked for in a dialog first. */
export function OrderActionsBar({ order }: { order: Order }) {
  const [picked, setPicked] = useState<OrderAction | null>(null)
  const update = useUpdateOrderStatus()
  const actions = orderActionsFor(order)
  if (actions.length === 0) return null

  const confirm = (remarks: string) => {
    if (!picked) return
    const { done } = picked
    update.mutate(
      { OrderID: order.OrderID, Status: picked.to, Remarks: remarks.trim() },
      {
        onSuccess: (updated) => formToast.success(done, updated.OrderNumber),
        onError: (error) => formToast.error('Failed to update the order. Please try again.', refusalMessage(error)),
        onSettled: () => setPicked(null),
      },
    )
  }

  return (
    <>
      {actions.map((action) => (
        <Button
          key={action.to}
          variant={action.danger ? 'default' : 'filled'}
          c={action.danger ? 'red.9' : undefined}
          onClick={() => setPicked(action)}
        >
          {action.label}
        </Button>
      ))}
      {picked ? (
        <RemarksDialog
          title={`${picked.label}: ${order.OrderNumber}`}
          question={picked.question}
          confirm={picked.label}
          danger={picked.danger}
          placeholder="Shown in the order's history (optional)"
          onCancel={() => setPicked(null)}
          onConfirm={confirm}
          pending={update.isPending}
        />
      ) : null}
    </>
  )
}
