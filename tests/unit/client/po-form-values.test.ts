import { v7 as uuidv7 } from 'uuid'
import { describe, expect, it } from 'vitest'
import { ownerOf } from '../../../src/components/form-kit/field-errors'
import { mapChecked } from '../../../src/components/form-kit/schema-check'
import {
  emptyPoForm,
  newPoLine,
  PO_FIELDS,
  type PoFormValues,
  type PoLineFormValues,
  poFormValues,
  poWrite,
  vendorDefaults,
} from '../../../src/features/purchase-orders/form/po-form-values'
import type { PurchaseOrder } from '../../../src/shared/po-read-schemas'

const TODAY = '2026-03-10'

/** The add-po body poWrite makes of a new PO's values. */
const createPoBody = (values: PoFormValues, poId: string, today: string) =>
  mapChecked(poWrite(values, null, poId, today), (write) => {
    if (!('create' in write)) throw new Error('a new PO is created')
    return write.create
  })

/** The update-po body poWrite makes of a stored PO's values. */
const updatePoBody = (values: PoFormValues, stored: { poId: string; version: number }, today: string) =>
  mapChecked(poWrite(values, stored, stored.poId, today), (write) => {
    if (!('update' in write)) throw new Error('a stored PO is updated')
    return write.update
  })
const VENDOR = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'
const PO_ID = uuidv7()

const line = (change: Partial<PoLineFormValues> = {}): PoLineFormValues => ({
  ...newPoLine(),
  Particular: '  Steel bolt M8 ',
  ItemDescription: 'Zinc plated',
  Quantity: 10,
  UOMID: '3',
  BudgetedRate: 100,
  ...change,
})

const FILLED: PoFormValues = {
  ...emptyPoForm(TODAY),
  vendorName: VENDOR,
  supplyPartnerContact: 'Ravi Kumar, 9876543210',
  billingAddress: 'Demo Supplies, 1 MG Road, Pune',
  deliveryAddress: 'Warehouse 2, Chakan MIDC, Pune',
  purchaseType: 'Goods',
  PaymentTerms: 'Net 30',
  deliveryDate: '2026-03-20',
  shippingMode: 'Road',
  incoTerms: null,
  poValidity: '2026-04-10',
  products: [line()],
}

describe('emptyPoForm', () => {
  it('dates a new PO today and starts with one row of the spec defaults', () => {
    const form = emptyPoForm(TODAY)
    expect(form.PoDate).toBe(TODAY)
    expect(form.poNumber).toBe('')
    expect(form.products).toHaveLength(1)
    expect(form.products[0]).toMatchObject({
      Particular: '',
      Quantity: 0,
      UOMID: null,
      BudgetedRate: 0,
      GSTPercentage: '18%',
      DocumentPath: null,
    })
  })

  it('gives every new row its own UUIDv7 LineID', () => {
    const a = newPoLine().LineID
    const b = newPoLine().LineID
    expect(a).not.toBe(b)
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/)
  })
})

describe('createPoBody', () => {
  it('turns the form into the add-po payload with the client poId, trimmed text and numbers', () => {
    const result = createPoBody(FILLED, PO_ID, TODAY)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.body).toMatchObject({
      poId: PO_ID,
      poNumber: '',
      PoDate: TODAY,
      vendorName: VENDOR,
      PaymentTerms: 'Net 30',
      shippingMode: 'Road',
      incoTerms: null,
      poValidity: '2026-04-10',
    })
    expect(result.body.products[0]).toEqual({
      LineID: FILLED.products[0]?.LineID,
      Particular: 'Steel bolt M8',
      ItemDescription: 'Zinc plated',
      Quantity: 10,
      UOMID: 3,
      BudgetedRate: 100,
      GSTPercentage: 18,
      DocumentPath: null,
    })
  })

  it.each<[string, Partial<PoFormValues>, string, string]>([
    [
      'a blank product name',
      { products: [line({ Particular: '   ' })] },
      'products.0.Particular',
      'Product name is required',
    ],
    [
      'a negative quantity',
      { products: [line({ Quantity: -5 })] },
      'products.0.Quantity',
      'Quantity must be more than 0',
    ],
    [
      'the default quantity 0',
      { products: [line({ Quantity: 0 })] },
      'products.0.Quantity',
      'Quantity must be more than 0',
    ],
    [
      'a quantity being typed',
      { products: [line({ Quantity: '-' })] },
      'products.0.Quantity',
      'Quantity must be a number',
    ],
    ['no unit', { products: [line({ UOMID: null })] }, 'products.0.UOMID', 'Select a unit of measure'],
    [
      'a negative rate',
      { products: [line({ BudgetedRate: -1 })] },
      'products.0.BudgetedRate',
      'Budgeted rate cannot be negative',
    ],
    ['no vendor', { vendorName: null }, 'vendorName', 'Select a vendor'],
    ['no PO date', { PoDate: null }, 'PoDate', 'PO Date is required'],
    ['no delivery date', { deliveryDate: null }, 'deliveryDate', 'Delivery Date is required'],
    ['no purchase type', { purchaseType: null }, 'purchaseType', 'Purchase Type is required'],
    ['no payment terms', { PaymentTerms: null }, 'PaymentTerms', 'Payment Terms is required'],
    ['a blank billing address', { billingAddress: ' ' }, 'billingAddress', 'Billing Address is required'],
    [
      'delivery before the PO date',
      { deliveryDate: '2026-03-09' },
      'deliveryDate',
      'Delivery Date cannot be before the PO Date',
    ],
    ['a validity in the past', { poValidity: '2026-03-09' }, 'poValidity', 'PO Validity cannot be in the past'],
    ['no line at all', { products: [] }, 'products', 'Add at least one product'],
  ])('refuses %s with the message under that field', (_case, change, path, message) => {
    const result = createPoBody({ ...FILLED, ...change }, PO_ID, TODAY)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors[path]).toBe(message)
    expect(ownerOf(path, PO_FIELDS), 'a field of the form shows it').toBe(path)
  })

  it('reports every bad row, each under its own field', () => {
    const result = createPoBody(
      { ...FILLED, products: [line(), line({ Particular: '' }), line({ Quantity: -1, Particular: '' })] },
      PO_ID,
      TODAY,
    )
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors).toMatchObject({
      'products.1.Particular': 'Product name is required',
      'products.2.Particular': 'Product name is required',
      'products.2.Quantity': 'Quantity must be more than 0',
    })
    expect(result.errors['products.0.Particular']).toBeUndefined()
  })

  it('accepts a validity of today and a delivery on the PO date', () => {
    expect(createPoBody({ ...FILLED, poValidity: TODAY, deliveryDate: TODAY }, PO_ID, TODAY).ok).toBe(true)
  })
})

const STORED: PurchaseOrder = {
  poId: PO_ID,
  poNumber: 'PO-2026-000007',
  vendorId: VENDOR,
  vendorName: 'Pune Fasteners',
  poDate: TODAY,
  status: 'Draft',
  totalValue: 1180,
  deliveryDate: '2026-03-20',
  createdById: uuidv7(),
  createdBy: 'Demo Buyer',
  lastUpdated: '2026-03-10T09:00:00.000Z',
  PoDate: TODAY,
  supplyPartnerContact: 'Ravi Kumar',
  billingAddress: '1 MG Road',
  deliveryAddress: 'Chakan',
  purchaseType: 'CAPEX',
  PaymentTerms: 'Net 60',
  shippingMode: null,
  incoTerms: 'CIF',
  poValidity: null,
  version: 4,
  createdAt: '2026-03-10T09:00:00.000Z',
  products: [
    {
      LineID: uuidv7(),
      Particular: 'Grease',
      ItemDescription: '',
      Quantity: 2.5,
      UOMID: 2,
      UOMName: 'Kg',
      BudgetedRate: 99.99,
      GSTPercentage: '5%',
      TotalAmount: 262.48,
      DeliveredQuantity: 0,
      DocumentPath: `/files/docs/${'a'.repeat(64)}.pdf`,
    },
  ],
  totals: { subtotal: 249.98, gstByRate: [{ rate: 5, taxable: 249.98, gst: 12.5 }], gst: 12.5, total: 262.48 },
  audit: [],
  deliveries: [],
  nextStatuses: ['Pending Approval', 'Cancelled'],
}

describe('poFormValues and updatePoBody', () => {
  it('puts a stored PO in the form and sends it back unchanged with its version', () => {
    const values = poFormValues(STORED)
    expect(values).toMatchObject({ vendorName: VENDOR, PoDate: TODAY, poValidity: null })
    expect(values.products[0]).toMatchObject({ UOMID: '2', GSTPercentage: '5%', Quantity: 2.5 })
    const result = updatePoBody(values, STORED, TODAY)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.body).toMatchObject({ poId: PO_ID, version: 4, poNumber: 'PO-2026-000007', incoTerms: 'CIF' })
    expect(result.body.products).toEqual([
      {
        LineID: STORED.products[0]?.LineID,
        Particular: 'Grease',
        ItemDescription: '',
        Quantity: 2.5,
        UOMID: 2,
        BudgetedRate: 99.99,
        GSTPercentage: 5,
        DocumentPath: STORED.products[0]?.DocumentPath,
      },
    ])
  })
})

describe('vendorDefaults', () => {
  const vendor = {
    contactPerson: 'Meena Rao',
    phone: '+919876543210',
    email: 'sales@x.in',
    billingAddress: '4 Brigade Rd',
  }

  it('fills Vendor Contact and Billing Address from the chosen partner when they are empty', () => {
    expect(vendorDefaults({ supplyPartnerContact: ' ', billingAddress: '' }, vendor)).toEqual({
      supplyPartnerContact: 'Meena Rao, +919876543210, sales@x.in',
      billingAddress: '4 Brigade Rd',
    })
  })

  it('keeps what the user already typed', () => {
    expect(vendorDefaults({ supplyPartnerContact: 'Ask for Ravi', billingAddress: 'Our office' }, vendor)).toEqual({
      supplyPartnerContact: 'Ask for Ravi',
      billingAddress: 'Our office',
    })
  })
})
