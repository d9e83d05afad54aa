import { describe, expect, it } from 'vitest'
import {
  emptyItem,
  emptyRfq,
  instantOf,
  localDateTime,
  type RfqFormValues,
  rfqFormValues,
  rfqWrite,
} from '../../../src/features/rfqs/form/rfq-form-values'
import type { RfqDetail } from '../../../src/shared/rfq-read-schemas'

const RFQID = '01936b2e-7f3a-7c1d-8e4f-0a1b2c3d4e5f'
const PARTNER = '01936b2e-7f3a-7c1d-8e4f-0a1b2c3d4e60'
const NOW = new Date('2026-11-24T10:00:00')

const ITEM = { product: 'Carton box', quantity: '250', UOMID: '3', targetPrice: '12.50' }

const filled = (): RfqFormValues => ({
  ...emptyRfq(),
  title: '  Packaging for Q1 ',
  items: [{ ...emptyItem(), ...ITEM }],
  responseDeadline: '2026-12-01T17:00',
  requiredBy: '2026-12-15',
  deliveryAddress: 'Plot 4, MIDC, Pune 411019',
  supplierIds: [PARTNER],
})

describe('rfqWrite', () => {
  it('makes the request-for-quotation body: numbers, the deadline as an instant, free-text items', () => {
    const checked = rfqWrite(filled(), { RFQID, send: true }, NOW)
    expect(checked.ok).toBe(true)
    if (!checked.ok) return
    expect(checked.body).toMatchObject({
      RFQID,
      title: 'Packaging for Q1',
      items: [{ productId: null, product: 'Carton box', quantity: 250, UOMID: 3, targetPrice: 12.5 }],
      requiredBy: '2026-12-15',
      responseDeadline: new Date('2026-12-01T17:00').toISOString(),
      paymentTerms: 'Net 30',
      supplierIds: [PARTNER],
      send: true,
    })
    expect(checked.body.version).toBeUndefined()
  })

  it('sends the catalogue product of an item and the attached files', () => {
    const file = `/files/docs/${'a'.repeat(64)}.pdf`
    const values = { ...filled(), attachments: [file] }
    values.items = [{ ...emptyItem(), ...ITEM, productId: 42 }]
    const checked = rfqWrite(values, { RFQID, send: false }, NOW)
    expect(checked.ok && checked.body).toMatchObject({ items: [{ productId: 42 }], attachments: [file] })
  })

  it('refuses an attachment that is not an uploaded file, on the attachments field', () => {
    const checked = rfqWrite({ ...filled(), attachments: ['https://evil.example/x.pdf'] }, { RFQID, send: false }, NOW)
    expect(checked.ok ? null : checked.errors).toEqual({
      attachments: 'DocumentPath must be a file uploaded with add-po-document',
    })
  })

  it('keeps a stored item id and the version it was opened at, and takes a blank target price as none', () => {
    const values = filled()
    values.items = [{ ...emptyItem(), ...ITEM, itemId: PARTNER, targetPrice: ' ' }]
    const checked = rfqWrite(values, { RFQID, version: 4, send: false }, NOW)
    expect(checked.ok && checked.body).toMatchObject({
      version: 4,
      send: false,
      items: [{ itemId: PARTNER, targetPrice: null }],
    })
  })

  it('puts each mistake on its field, item fields by row', () => {
    const values = {
      ...emptyRfq(),
      items: [emptyItem(), { ...emptyItem(), product: 'Tape', quantity: '0', UOMID: '2' }],
    }
    const checked = rfqWrite(values, { RFQID, send: false }, NOW)
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(checked.errors).toMatchObject({
      title: 'Title is required',
      'items.0.product': 'Product is required',
      'items.0.UOMID': 'Select a unit of measure',
      'items.1.quantity': 'Quantity must be more than 0',
      requiredBy: 'Required-by date must be a date',
      responseDeadline: 'Response deadline must be a date and time',
      deliveryAddress: 'Delivery address is required',
      supplierIds: 'Invite at least one supply partner',
    })
  })

  it('refuses a deadline in the past and a required-by date not after the deadline', () => {
    const values = { ...filled(), responseDeadline: '2026-11-24T09:00', requiredBy: '2026-11-24' }
    const checked = rfqWrite(values, { RFQID, send: true }, NOW)
    expect(checked.ok ? null : checked.errors).toEqual({
      responseDeadline: 'The response deadline must be in the future',
      requiredBy: 'The required-by date must be after the response deadline',
    })
  })

  it('asks for a target price with at most two decimals', () => {
    const values = filled()
    values.items = [{ ...emptyItem(), ...ITEM, targetPrice: '1.005' }]
    const checked = rfqWrite(values, { RFQID, send: false }, NOW)
    expect(checked.ok ? null : checked.errors['items.0.targetPrice']).toBe(
      'Target price can have at most two decimal places',
    )
  })
})

describe('the deadline field', () => {
  it('turns the local date and time into an instant and back', () => {
    const instant = instantOf('2026-12-01T17:30')
    expect(instant).toBe(new Date('2026-12-01T17:30').toISOString())
    expect(localDateTime(instant)).toBe('2026-12-01T17:30')
  })

  it('leaves what is not a date and time as typed, for the schema to refuse', () => {
    expect(instantOf('tomorrow')).toBe('tomorrow')
    expect(localDateTime('not a date')).toBe('')
  })
})

describe('rfqFormValues', () => {
  it('shows a stored RFQ in the form: items by id, numbers as text, partners by id', () => {
    const stored = {
      RFQID,
      title: 'Tape',
      requiredBy: '2026-12-20',
      responseDeadline: new Date('2026-12-10T12:00').toISOString(),
      deliveryAddress: 'Pune',
      paymentTerms: 'Net 60',
      attachments: ['/files/docs/a.pdf'],
      items: [
        {
          itemId: 'item-1',
          productId: 7,
          product: 'Tape',
          specification: '48 mm',
          quantity: 12.5,
          UOMID: 2,
          unitName: 'Roll',
          targetPrice: null,
        },
      ],
      partners: [{ supplierId: PARTNER }],
    } as unknown as RfqDetail
    expect(rfqFormValues(stored)).toEqual({
      title: 'Tape',
      items: [
        {
          key: 'item-1',
          itemId: 'item-1',
          productId: 7,
          product: 'Tape',
          specification: '48 mm',
          quantity: '12.5',
          UOMID: '2',
          targetPrice: '',
        },
      ],
      requiredBy: '2026-12-20',
      responseDeadline: '2026-12-10T12:00',
      deliveryAddress: 'Pune',
      paymentTerms: 'Net 60',
      attachments: ['/files/docs/a.pdf'],
      supplierIds: [PARTNER],
    })
  })
})
