import { describe, expect, it } from 'vitest'
import {
  answeredCurrentRound,
  closedMessage,
  lineTotal,
  openCounterOffer,
  quoteFormValues,
  quoteWrite,
  withProposedPrices,
} from '../../../src/features/rfqs/supplier/quote-form-values'
import type { QuoteCell, SupplierRfqView } from '../../../src/shared/rfq-read-schemas'

const BOLT = '0190a000-0000-7000-8000-000000000001'
const NUT = '0190a000-0000-7000-8000-000000000002'
const PARTNER = '0190a000-0000-7000-8000-0000000000aa'
const link = { RFQID: '0190a000-0000-7000-8000-0000000000ff', token: 'payload.signature-of-the-link' }

const item = (itemId: string, product: string, quantity: number) => ({
  itemId,
  productId: null,
  product,
  specification: '',
  quantity,
  UOMID: 1,
  unitName: 'Nos',
  targetPrice: null,
})

function view(extra: Partial<SupplierRfqView> = {}): SupplierRfqView {
  return {
    RFQID: link.RFQID,
    rfqNumber: 'RFQ-0001',
    title: 'Fasteners',
    status: 'Sent',
    requiredBy: '2026-12-10',
    responseDeadline: '2026-12-01T10:00:00.000Z',
    deliveryAddress: 'Warehouse 2',
    paymentTerms: 'Net 60',
    attachments: [],
    items: [item(BOLT, 'Steel bolt M8', 100), item(NUT, 'Steel nut M8', 200)],
    supplier: { supplierId: PARTNER, name: 'Partner 1' },
    currentRound: 1,
    open: true,
    respondBy: '2026-12-01T10:00:00.000Z',
    rounds: [],
    quotes: [],
    closedEarlyAt: null,
    ...extra,
  }
}

const quote = (itemId: string, round: number, unitPrice: number): QuoteCell => ({
  itemId,
  supplierId: PARTNER,
  round,
  unitPrice,
  gstPercent: 12,
  freight: 40,
  landedUnitCost: 0,
  totalAmount: 0,
  deliveryDays: 5,
  moq: null,
  paymentTerms: 'Net 30',
  remarks: 'ex works',
  attachment: null,
  status: 'Submitted',
  recordedBy: null,
})

describe('the supplier quotation form', () => {
  it('starts blank with the RFQ payment terms, or from the latest quote of each item', () => {
    const blank = quoteFormValues(view())
    expect(blank.lines.map((l) => [l.itemId, l.unitPrice, l.gstPercent, l.paymentTerms])).toEqual([
      [BOLT, '', '18', 'Net 60'],
      [NUT, '', '18', 'Net 60'],
    ])
    const quoted = quoteFormValues(view({ quotes: [quote(BOLT, 1, 9.5), quote(BOLT, 2, 9.1)], currentRound: 2 }))
    expect(quoted.lines[0]).toMatchObject({
      unitPrice: '9.1',
      gstPercent: '12',
      freight: '40',
      moq: '',
      remarks: 'ex works',
    })
    expect(quoted.lines[1]?.unitPrice).toBe('')
  })

  it('sends only the items given a unit price, blank freight as 0 and blank MOQ as none', () => {
    const values = quoteFormValues(view())
    const lines = values.lines.map((l, i) => (i === 1 ? { ...l, unitPrice: '4.25', deliveryDays: '7' } : l))
    const checked = quoteWrite({ lines }, link)
    expect(checked).toEqual({
      ok: true,
      body: {
        ...link,
        lines: [
          {
            itemId: NUT,
            unitPrice: 4.25,
            gstPercent: 18,
            freight: 0,
            deliveryDays: 7,
            moq: null,
            paymentTerms: 'Net 60',
            remarks: '',
            attachment: null,
          },
        ],
      },
    })
  })

  it("puts the schema's messages on the item's own fields, not on the body's index", () => {
    const values = quoteFormValues(view())
    const lines = values.lines.map((l, i) => (i === 1 ? { ...l, unitPrice: '-3', deliveryDays: '2.5' } : l))
    const checked = quoteWrite({ lines }, link)
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.errors['lines.1.unitPrice']).toBe('Quoted unit price cannot be negative')
    expect(checked.errors['lines.1.deliveryDays']).toBe('Delivery timeline must be a whole number of days')
    expect(checked.errors['lines.0.unitPrice']).toBeUndefined()
  })

  it('asks for at least one quoted item', () => {
    expect(quoteWrite(quoteFormValues(view()), link)).toEqual({
      ok: false,
      errors: { 'lines.0.unitPrice': 'Enter a quoted unit price for at least one item' },
    })
  })

  it('works out the Total Amount as typed: quantity x price, plus GST, plus freight', () => {
    const [line] = quoteFormValues(view()).lines
    if (!line) throw new Error('no line')
    expect(lineTotal({ ...line, unitPrice: '10', gstPercent: '18', freight: '50' }, 100)).toBe(1230)
    expect(lineTotal({ ...line, unitPrice: '' }, 100)).toBeNull()
    expect(lineTotal({ ...line, unitPrice: 'ten' }, 100)).toBeNull()
  })
})

describe('rounds and closing', () => {
  const round = {
    supplierId: PARTNER,
    round: 2,
    proposal: [{ itemId: BOLT, unitPrice: 8.75, remarks: '' }],
    remarks: 'Match the market',
    respondBy: '2026-12-03T10:00:00.000Z',
    openedAt: '2026-12-02T10:00:00.000Z',
  }

  it("shows the current round's counter offer and fills in its proposed prices only", () => {
    expect(openCounterOffer(view())).toBeNull()
    const countered = view({ currentRound: 2, rounds: [round], quotes: [quote(BOLT, 1, 9.5), quote(NUT, 1, 4)] })
    expect(openCounterOffer(countered)).toBe(round)
    const filled = withProposedPrices(quoteFormValues(countered), round)
    expect(filled.lines.map((l) => l.unitPrice)).toEqual(['8.75', '4'])
    expect(answeredCurrentRound(countered)).toBe(false)
    expect(answeredCurrentRound(view({ quotes: [quote(NUT, 1, 4)] }))).toBe(true)
  })

  it('says why a closed, cancelled or awarded request takes no quotation', () => {
    expect(closedMessage(view())).toBeNull()
    expect(closedMessage(view({ open: false, status: 'Closed for bids' }))?.text).toMatch(
      /^The response deadline passed on /,
    )
    expect(closedMessage(view({ open: false, currentRound: 2, rounds: [round] }))?.text).toMatch(
      /^The counter offer had to be answered by /,
    )
    // Issue 46, item 10: an early close is told as such, with its day, never as a passed deadline.
    const early = closedMessage(
      view({ open: false, status: 'Closed for bids', closedEarlyAt: '2026-11-29T06:30:00.000Z' }),
    )
    expect(early?.title).toBe('Bids were closed early')
    expect(early?.text).toMatch(/^The buyer closed bids early on 29 Nov 2026, .*before the deadline of 1 Dec 2026/)
    expect(closedMessage(view({ open: false, status: 'Cancelled' }))?.title).toBe('Request cancelled')
    expect(closedMessage(view({ open: false, status: 'Awarded' }))?.title).toBe('Request awarded')
  })
})
