import { describe, expect, it } from 'vitest'
import {
  type CounterFormValues,
  counterFormValues,
  counterWrite,
  negotiationThread,
} from '../../../src/features/rfqs/offers/counter-values'
import { answeredByPartner, recordFormValues } from '../../../src/features/rfqs/offers/record-values'
import { recordedQuoteWrite } from '../../../src/features/rfqs/supplier/quote-form-values'
import type { RfqRound } from '../../../src/shared/rfq-read-schemas'
import { A, B, BOLT, cell, NUT, negotiation, RFQID } from './rfq-offers-fixtures'

const NOW = new Date('2026-11-24T10:00:00')

const round2: RfqRound = {
  supplierId: A,
  round: 2,
  proposal: [{ itemId: BOLT, unitPrice: 9, remarks: '' }],
  remarks: 'Match ₹9',
  respondBy: '2026-11-26T10:00:00.000Z',
  openedAt: '2026-11-24T10:00:00.000Z',
}

const counter = (lines: CounterFormValues['lines']): CounterFormValues => ({
  remarks: 'Match the market price',
  respondBy: '2026-11-26T10:00',
  lines,
})

describe('the counter offer form', () => {
  it('starts blank per item, answerable for two days', () => {
    const values = counterFormValues(negotiation(), NOW)
    expect(values.lines).toEqual([
      { itemId: BOLT, unitPrice: '', remarks: '' },
      { itemId: NUT, unitPrice: '', remarks: '' },
    ])
    expect(values.respondBy).toBe('2026-11-26T10:00')
  })

  it('sends only the items with a proposed price, the respond-by as an instant', () => {
    const checked = counterWrite(
      counter([
        { itemId: BOLT, unitPrice: '', remarks: '' },
        { itemId: NUT, unitPrice: '1.25', remarks: 'Bulk' },
      ]),
      RFQID,
      B,
    )
    expect(checked).toEqual({
      ok: true,
      body: {
        RFQID,
        supplierId: B,
        remarks: 'Match the market price',
        respondBy: new Date('2026-11-26T10:00').toISOString(),
        lines: [{ itemId: NUT, unitPrice: 1.25, remarks: 'Bulk' }],
      },
    })
  })

  it('asks for at least one price, and puts a bad price on its own item', () => {
    const none = counterWrite(counter(counterFormValues(negotiation(), NOW).lines), RFQID, A)
    expect(none).toEqual({ ok: false, errors: { 'lines.0.unitPrice': 'Propose a price for at least one item' } })
    const bad = counterWrite(
      counter([
        { itemId: BOLT, unitPrice: '', remarks: '' },
        { itemId: NUT, unitPrice: '1.255', remarks: '' },
      ]),
      RFQID,
      A,
    )
    expect(bad.ok).toBe(false)
    if (!bad.ok) expect(Object.keys(bad.errors)).toEqual(['lines.1.unitPrice'])
  })

  it('wants remarks', () => {
    const checked = counterWrite(
      { ...counter([{ itemId: BOLT, unitPrice: '9', remarks: '' }]), remarks: ' ' },
      RFQID,
      A,
    )
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.errors.remarks).toBeTruthy()
  })
})

describe('the negotiation thread', () => {
  it('keeps every round in order: the first response, then each counter offer with its answer', () => {
    const c = negotiation({
      supplier: { supplierId: A, name: 'Alpha', responseStatus: 'Under Review', round: 2, partnerStatus: 'Active' },
      rounds: [round2],
    })
    const thread = negotiationThread(c)
    expect(thread.map((r) => r.round)).toEqual([1, 2])
    expect(thread[0]?.proposal).toBeNull()
    expect(thread[0]?.quotes.map((q) => q.unitPrice)).toEqual([9.5, 2])
    expect(thread[1]?.proposal?.remarks).toBe('Match ₹9')
    expect(thread[1]?.quotes).toEqual([])
  })
})

describe('recording a partner’s answer', () => {
  it('starts from the partner’s own latest quotes, never the buyer’s counter offer', () => {
    const values = recordFormValues(negotiation(), 'Net 60', round2)
    expect(values.lines.map((l) => l.unitPrice)).toEqual(['9.5', '2'])
    expect(values.lines[1]?.paymentTerms).toBe('Net 30')
    const revised = negotiation({ quotes: [cell(A, NUT, 2), cell(A, NUT, 1.75, { round: 2 })] })
    expect(recordFormValues(revised, 'Net 60', null).lines[1]?.unitPrice).toBe('1.75')
    const blank = recordFormValues(negotiation({ quotes: [] }), 'Net 60', null)
    expect(blank.lines[0]).toMatchObject({ unitPrice: '', gstPercent: '18', paymentTerms: 'Net 60' })
  })

  it('leaves out what the partner answered itself in the open round: a buyer never replaces it', () => {
    const answered = negotiation({
      supplier: { supplierId: A, name: 'Alpha', responseStatus: 'Under Review', round: 2, partnerStatus: 'Active' },
      rounds: [round2],
      quotes: [cell(A, BOLT, 9.5), cell(A, NUT, 2), cell(A, BOLT, 9.25, { round: 2 })],
    })
    expect([...answeredByPartner(answered, round2)]).toEqual([BOLT])
    expect(recordFormValues(answered, 'Net 30', round2).lines.map((l) => l.unitPrice)).toEqual(['', '2'])
    const recorded = negotiation({ quotes: [cell(A, BOLT, 9.25, { round: 2, recordedBy: 'Test buyer' })] })
    expect([...answeredByPartner(recorded, round2)]).toEqual([])
    expect(recordFormValues(recorded, 'Net 30', round2).lines[0]?.unitPrice).toBe('9.25')
  })

  it('sends the record-rfq-response body: the partner, no link token', () => {
    const checked = recordedQuoteWrite(recordFormValues(negotiation(), 'Net 30', round2), RFQID, A)
    expect(checked.ok).toBe(true)
    if (checked.ok) {
      expect(Object.keys(checked.body).sort()).toEqual(['RFQID', 'lines', 'supplierId'])
      expect(checked.body.lines.map((l) => [l.itemId, l.unitPrice])).toEqual([
        [BOLT, 9.5],
        [NUT, 2],
      ])
    }
  })
})
