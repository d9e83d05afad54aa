import { describe, expect, it } from 'vitest'
import {
  awardCandidates,
  awardWrite,
  canEvaluate,
  cellIndex,
  GRID_FIGURES,
  initialChoice,
  isBest,
  savingsText,
} from '../../../src/features/rfqs/offers/offer-grid'
import { A, B, BOLT, cell, comparison, NUT, RFQID } from './rfq-offers-fixtures'

describe('the comparison grid', () => {
  it('has the spec rows Total Amount, MOQ and Remarks among its figures', () => {
    const labels = GRID_FIGURES.map((f) => f.label)
    expect(labels).toEqual(expect.arrayContaining(['Total Amount', 'MOQ', 'Remarks']))
    const moq = GRID_FIGURES.find((f) => f.label === 'MOQ')
    expect(moq?.show(cell(A, BOLT, 1))).toBe('—')
    expect(moq?.show(cell(A, BOLT, 1, { moq: 1500 }))).toBe('1,500')
  })

  it('finds each partner’s quote of an item and marks the best per figure', () => {
    const c = comparison()
    expect(cellIndex(c)(B, NUT)?.unitPrice).toBe(1.5)
    expect(cellIndex(c)(B, 'missing')).toBeUndefined()
    expect(isBest(c, BOLT, 'totalAmount', A)).toBe(true)
    expect(isBest(c, BOLT, 'totalAmount', B)).toBe(false)
    expect(isBest(c, NUT, 'deliveryDays', A)).toBe(true)
    // Figures compared on nothing (GST, payment terms) are never marked.
    expect(isBest(c, BOLT, undefined, A)).toBe(false)
  })

  it('words the savings of an item, or nothing', () => {
    const [bolt, nut] = comparison().rows
    expect(savingsText(bolt)).toBe('Saves ₹177.00 (13.64%) against the highest quote')
    expect(savingsText(nut)).toBeNull()
  })

  it('offers review and award only once bids are closed and before the award', () => {
    expect(canEvaluate('Closed for bids')).toBe(true)
    expect(canEvaluate('Under Evaluation')).toBe(true)
    for (const status of ['Sent', 'Awarded', 'Cancelled', 'Draft'] as const) expect(canEvaluate(status)).toBe(false)
  })
})

describe('the award', () => {
  it('starts from the lowest-per-item suggestion, with accepted quotes taking precedence', () => {
    expect(initialChoice(comparison())).toEqual({ [BOLT]: A, [NUT]: B })
    const accepted = comparison({
      cells: [cell(A, BOLT, 9.5), cell(A, NUT, 2, { status: 'Accepted' }), cell(B, NUT, 1.5)],
    })
    expect(initialChoice(accepted)).toEqual({ [BOLT]: A, [NUT]: A })
  })

  it('offers an item only to partners whose quote of it stands', () => {
    const c = comparison({
      suppliers: [
        { supplierId: A, name: 'Alpha', responseStatus: 'Submitted', round: 1, partnerStatus: 'Active' },
        { supplierId: B, name: 'Beta', responseStatus: 'Rejected', round: 1, partnerStatus: 'Active' },
      ],
      cells: [cell(A, BOLT, 9.5, { status: 'Rejected' }), cell(A, NUT, 2), cell(B, NUT, 1.5)],
    })
    expect(awardCandidates(c, BOLT)).toEqual([])
    expect(awardCandidates(c, NUT).map((s) => s.name)).toEqual(['Alpha'])
  })

  it('sends the items with a partner, in the RFQ’s order, and refuses an empty award or address', () => {
    const c = comparison()
    const checked = awardWrite(RFQID, ' Plot 4, Pune ', { [NUT]: B, [BOLT]: '' }, c)
    expect(checked).toEqual({
      ok: true,
      body: { RFQID, billingAddress: 'Plot 4, Pune', awards: [{ itemId: NUT, supplierId: B }] },
    })
    const empty = awardWrite(RFQID, '', {}, c)
    expect(empty.ok).toBe(false)
    if (!empty.ok) {
      expect(empty.errors.awards).toBe('Award at least one item')
      expect(empty.errors.billingAddress).toBeTruthy()
    }
  })
})
