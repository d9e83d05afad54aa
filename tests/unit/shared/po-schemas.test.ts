import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PoListQuerySchema } from '../../../src/shared/po-list-query'
import { CreatePoSchema, poDateIssues, RecordPoDeliverySchema } from '../../../src/shared/po-schemas'

const ID = '0194f5c2-0000-7000-8000-000000000001'
const VENDOR = '0194f5c2-0000-7000-8000-000000000002'
const line = (extra: Record<string, unknown> = {}) => ({
  Particular: 'Bolt',
  ItemDescription: '',
  Quantity: 1,
  UOMID: 1,
  BudgetedRate: 10,
  GSTPercentage: '18%',
  ...extra,
})
const form = (extra: Record<string, unknown> = {}) => ({
  poId: ID,
  PoDate: '2026-01-05',
  vendorName: VENDOR,
  billingAddress: 'A',
  deliveryAddress: 'B',
  purchaseType: 'Goods',
  PaymentTerms: 'Net 30',
  deliveryDate: '2026-01-10',
  products: [line()],
  ...extra,
})
const firstIssue = (input: unknown) => v.safeParse(CreatePoSchema, input).issues?.[0]?.message

describe('CreatePoSchema', () => {
  it('accepts a minimal form and fills the defaults', () => {
    const out = v.parse(CreatePoSchema, form({ products: [line({ GSTPercentage: undefined, Quantity: '2' })] }))
    expect(out).toMatchObject({ poNumber: '', shippingMode: null, incoTerms: null, poValidity: null })
    expect(out.products[0]).toMatchObject({ Quantity: 2, GSTPercentage: 18, DocumentPath: null })
  })

  it.each([
    [{ products: [] }, 'Add at least one product'],
    [{ products: [line({ Particular: ' \t ' })] }, 'Product name is required'],
    [{ products: [line({ Quantity: 0 })] }, 'Quantity must be more than 0'],
    [{ products: [line({ Quantity: -1 })] }, 'Quantity must be more than 0'],
    [{ products: [line({ Quantity: '1a' })] }, 'Quantity must be a number'],
    [{ products: [line({ Quantity: 1.0001 })] }, 'Quantity can have at most three decimals'],
    [{ products: [line({ BudgetedRate: -0.01 })] }, 'Budgeted rate cannot be negative'],
    [{ products: [line({ BudgetedRate: 'ten' })] }, 'Budgeted rate must be a number'],
    [{ products: [line({ BudgetedRate: 1.001 })] }, 'Budgeted rate can have at most two decimals'],
    [{ products: [line({ GSTPercentage: '15%' })] }, 'GST must be 0%, 5%, 10%, 12% or 18%'],
    [{ products: [line({ UOMID: 0 })] }, 'Select a unit of measure'],
    [{ deliveryDate: '2026-01-04' }, 'Delivery Date cannot be before the PO Date'],
    [{ shippingMode: 'Sea' }, 'Shipping Mode must be Air, Road, Courier or NA'],
    [{ incoTerms: 'EXW' }, 'Inco Terms must be FOB or CIF'],
    [{ PaymentTerms: 'Net 90' }, 'Payment Terms must be On Receipt, Net 30 or Net 60'],
    [{ poNumber: 'PO 1' }, 'PO Number may contain letters, digits and / _ . - only'],
    [{ PoDate: '05/01/2026' }, 'PO Date must be a date'],
  ])('refuses %j: %s', (change, message) => {
    expect(firstIssue(form(change))).toBe(message)
  })

  it('checks validity against today', () => {
    expect(poDateIssues({ poValidity: '2026-01-04' }, '2026-01-05')).toEqual({
      poValidity: ['PO Validity cannot be in the past'],
    })
    expect(poDateIssues({ poValidity: '2026-01-05' }, '2026-01-05')).toEqual({})
    expect(poDateIssues({ poValidity: null }, '2026-01-05')).toEqual({})
  })
})

describe('PoListQuerySchema', () => {
  it('takes repeated and comma-separated values, clamps the value range and defaults the page', () => {
    const out = v.parse(PoListQuerySchema, {
      poNumbers: ['A,B', 'C'],
      status: 'Draft',
      valueMin: '-10',
      valueMax: '123456',
    })
    expect(out).toMatchObject({
      name: 'all',
      limit: 10,
      offset: 0,
      poNumbers: ['A', 'B', 'C'],
      status: ['Draft'],
      valueMin: 0,
      valueMax: 99_999,
      sort: '-createdAt',
    })
  })
})

describe('RecordPoDeliverySchema', () => {
  it('refuses a line given twice', () => {
    const lines = [
      { lineId: ID, quantity: 1 },
      { lineId: ID, quantity: 2 },
    ]
    const result = v.safeParse(RecordPoDeliverySchema, { poId: ID, deliveryId: VENDOR, lines })
    expect(result.issues?.[0]?.message).toBe('Each line may appear once')
  })
})
