import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RfqComparison, RfqNegotiation } from '../../../shared/rfq-read-schemas'
import type { AwardRfqInput, CounterOfferInput, RfqResponseStatusInput } from '../../../shared/rfq-schemas'
import { rfqKeys } from '../query-keys'
import type { RecordRfqResponseInput } from '../supplier/quote-form-values'
import { awardRfq, counterOffer, recordResponse, reviewResponse } from './api'
import { negotiationKey } from './queries'

/** What a write answered with: the grid or one partner's thread, stored as they are; everything else of the RFQ is refetched. */
type Answer = { comparison: RfqComparison } | { negotiation: RfqNegotiation } | undefined

/**
 * After a write on an RFQ's offers: what it answered with is stored; the rest of its comparison key
 * (the grid, the negotiation threads under it), its detail and the lists are stale.
 */
function useSettle(RFQID: string) {
  const queryClient = useQueryClient()
  return async (answer?: Answer) => {
    const grid = rfqKeys.comparison(RFQID)
    if (answer && 'comparison' in answer) {
      queryClient.setQueryData(grid, answer.comparison)
      await queryClient.invalidateQueries({ queryKey: [...grid, 'negotiation'] })
    } else if (answer) {
      queryClient.setQueryData(negotiationKey(RFQID, answer.negotiation.supplier.supplierId), answer.negotiation)
      await queryClient.invalidateQueries({ queryKey: grid, exact: true })
    } else await queryClient.invalidateQueries({ queryKey: grid })
    await queryClient.invalidateQueries({ queryKey: rfqKeys.detail(RFQID) })
    await queryClient.invalidateQueries({ queryKey: rfqKeys.lists() })
  }
}

/** Accepts, rejects or shortlists a partner's response, or accepts or rejects one item's quote. */
export function useReviewResponse(RFQID: string) {
  const settle = useSettle(RFQID)
  return useMutation({
    mutationFn: (body: RfqResponseStatusInput) => reviewResponse(body),
    onSuccess: ({ comparison }) => settle({ comparison }),
  })
}

/** Opens a counter-offer round with a partner: its thread is the answer, the grid is refetched. */
export function useCounterOffer(RFQID: string) {
  const settle = useSettle(RFQID)
  return useMutation({
    mutationFn: (body: CounterOfferInput) => counterOffer(body),
    onSuccess: ({ negotiation }) => settle({ negotiation }),
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
