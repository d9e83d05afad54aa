import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RfqComparison } from '../../../shared/rfq-read-schemas'
import type { AwardRfqInput, CounterOfferInput, RfqResponseStatusInput } from '../../../shared/rfq-schemas'
import { rfqKeys } from '../query-keys'
import type { RecordRfqResponseInput } from '../supplier/quote-form-values'
import { awardRfq, counterOffer, recordResponse, reviewResponse } from './api'

/** After a write on an RFQ's offers: its comparison (stored when answered, else refetched), its detail and the lists are stale. */
function useSettle(RFQID: string) {
  const queryClient = useQueryClient()
  return async (comparison?: RfqComparison) => {
    if (comparison) queryClient.setQueryData(rfqKeys.comparison(RFQID), comparison)
    else await queryClient.invalidateQueries({ queryKey: rfqKeys.comparison(RFQID) })
    await queryClient.invalidateQueries({ queryKey: rfqKeys.detail(RFQID) })
    await queryClient.invalidateQueries({ queryKey: rfqKeys.lists() })
  }
}

/** Accepts, rejects or shortlists a partner's response, or accepts or rejects one item's quote. */
export function useReviewResponse(RFQID: string) {
  const settle = useSettle(RFQID)
  return useMutation({
    mutationFn: (body: RfqResponseStatusInput) => reviewResponse(body),
    onSuccess: ({ comparison }) => settle(comparison),
  })
}

/** Opens a counter-offer round with a partner. */
export function useCounterOffer(RFQID: string) {
  const settle = useSettle(RFQID)
  return useMutation({
    mutationFn: (body: CounterOfferInput) => counterOffer(body),
    onSuccess: ({ comparison }) => settle(comparison),
  })
}

/** Records a partner's answer on its behalf. */
export function useRecordResponse(RFQID: string) {
  const settle = useSettle(RFQID)
  return useMutation({ mutationFn: (body: RecordRfqResponseInput) => recordResponse(body), onSuccess: () => settle() })
}

/** Awards the RFQ: one Draft PO per awarded partner. */
export function useAwardRfq(RFQID: string) {
  const settle = useSettle(RFQID)
  return useMutation({ mutationFn: (body: AwardRfqInput) => awardRfq(body), onSuccess: () => settle() })
}
