import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RfqDetail } from '../../shared/rfq-read-schemas'
import type { SaveRfqInput } from '../../shared/rfq-schemas'
import type { RfqManualStatus } from '../../shared/rfq-status'
import { saveRfq, sendRfq, updateRfqStatus } from './api'
import { rfqKeys } from './query-keys'

/** Stores the RFQ the server answered with and marks every list page stale. */
function useSettle() {
  const queryClient = useQueryClient()
  return ({ rfq }: { rfq: RfqDetail }) => {
    queryClient.setQueryData(rfqKeys.detail(rfq.RFQID), rfq)
    return queryClient.invalidateQueries({ queryKey: rfqKeys.lists() })
  }
}

/** Saves an RFQ as a Draft, or saves and sends it. */
export function useSaveRfq() {
  const settle = useSettle()
  return useMutation({ mutationFn: (body: SaveRfqInput) => saveRfq(body), onSuccess: settle })
}

/** Sends a saved Draft. */
export function useSendRfq() {
  const settle = useSettle()
  return useMutation({ mutationFn: (RFQID: string) => sendRfq(RFQID), onSuccess: settle })
}

/** Closes an RFQ for bids early, or cancels it. */
export function useUpdateRfqStatus() {
  const settle = useSettle()
  return useMutation({
    mutationFn: (body: { RFQID: string; status: RfqManualStatus; remarks: string }) => updateRfqStatus(body),
    onSuccess: settle,
  })
}
