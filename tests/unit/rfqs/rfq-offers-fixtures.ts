import type { QuoteCell, RfqComparison, RfqNegotiation } from '../../../src/shared/rfq-read-schemas'

export const RFQID = '01936b2e-7f3a-7c1d-8e4f-0a1b2c3d4e5f'
export const A = '01936b2e-7f3a-7c1d-8e4f-0a1b2c3d4e60'
export const B = '01936b2e-7f3a-7c1d-8e4f-0a1b2c3d4e61'
export const BOLT = '01936b2e-7f3a-7c1d-8e4f-0a1b2c3d4e70'
export const NUT = '01936b2e-7f3a-7c1d-8e4f-0a1b2c3d4e71'

/** A quote of 100 units at 18% GST, no freight, unless changed. */
export function cell(supplierId: string, itemId: string, unitPrice: number, extra: Partial<QuoteCell> = {}): QuoteCell {
  const total = Math.round(100 * unitPrice * 118) / 100
  return {
    itemId,
    supplierId,
    round: 1,
    unitPrice,
    gstPercent: 18,
    freight: 0,
    landedUnitCost: total / 100,
    totalAmount: total,
    deliveryDays: 7,
    moq: null,
    paymentTerms: 'Net 30',
    remarks: '',
    attachment: null,
    status: 'Submitted',
    recordedBy: null,
    ...extra,
  }
}

const item = (itemId: string, product: string) => ({
  itemId,
  productId: null,
  product,
  specification: '',
  quantity: 100,
  UOMID: 1,
  unitName: 'Nos',
  targetPrice: null,
})

/** Two partners, two items: A cheaper on the bolt, B on the nut. */
export function comparison(extra: Partial<RfqComparison> = {}): RfqComparison {
  return {
    RFQID,
    status: 'Under Evaluation',
    items: [item(BOLT, 'Steel bolt M8'), item(NUT, 'Steel nut M8')],
    suppliers: [
      { supplierId: A, name: 'Alpha', responseStatus: 'Submitted', round: 1, partnerStatus: 'Active' },
      { supplierId: B, name: 'Beta', responseStatus: 'Submitted', round: 1, partnerStatus: 'Active' },
    ],
    cells: [cell(A, BOLT, 9.5), cell(A, NUT, 2), cell(B, BOLT, 11), cell(B, NUT, 1.5)],
    rows: [
      {
        itemId: BOLT,
        best: { totalAmount: A, landedUnitCost: A, unitPrice: A, deliveryDays: A, moq: null },
        savings: { against: 'highest quote', amount: 177, percent: 13.64 },
      },
      {
        itemId: NUT,
        best: { totalAmount: B, landedUnitCost: B, unitPrice: B, deliveryDays: A, moq: null },
        savings: null,
      },
    ],
    suggestions: [
      {
        kind: 'lowest-per-item',
        label: 'Lowest per item across suppliers',
        awards: [
          { itemId: BOLT, supplierId: A },
          { itemId: NUT, supplierId: B },
        ],
        totalAmount: 1298,
        deliveryDays: 7,
        unavailable: null,
      },
    ],
    ...extra,
  }
}

/** The thread with Alpha: its first-round quotes of both items, no counter offer yet. */
export function negotiation(extra: Partial<RfqNegotiation> = {}): RfqNegotiation {
  const { RFQID: id, status, items } = comparison()
  return {
    RFQID: id,
    status,
    items,
    supplier: { supplierId: A, name: 'Alpha', responseStatus: 'Submitted', round: 1, partnerStatus: 'Active' },
    quotes: [cell(A, BOLT, 9.5), cell(A, NUT, 2)],
    rounds: [],
    ...extra,
  }
}
