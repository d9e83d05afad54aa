import { describe, expect, it } from 'vitest'
import { unownedError } from '../../../src/components/form-kit/field-errors'
import { errorsOf } from '../../../src/components/form-kit/schema-check'
import {
  createBody,
  EMPTY_PRODUCT,
  PRODUCT_FORM_FIELDS,
  type ProductFormValues,
  productWrite,
  updateBody,
} from '../../../src/features/products/product-form-values'
import type { Product } from '../../../src/shared/product-schemas'

/** The create form's field errors ({} when it may be sent). */
const productFormErrors = (values: ProductFormValues) => errorsOf(createBody(values))

const FILLED: ProductFormValues = {
  ...EMPTY_PRODUCT,
  Name: '  Stapler  ',
  Description: '  Heavy duty \n',
  SKU: ' STP-1 ',
  Price: 1250.5,
  CostPrice: 900,
  Stock: 40,
  ReorderLevel: 10,
  DeliveryLeadTime: 7,
  CategoryID: '3',
  Images: [`/files/products/${'a'.repeat(64)}.png`],
}

describe('issue 13.1: productFormErrors puts the spec messages on their fields', () => {
  it.each<[string, Partial<ProductFormValues>, Record<string, string>]>([
    ['blank name', { Name: '   ' }, { Name: 'Product Name is required' }],
    ['blank SKU', { SKU: '' }, { SKU: 'SKU is required' }],
    ['no price', { Price: '' }, { Price: 'Price is required' }],
    ['no stock', { Stock: ' ' }, { Stock: 'Stock quantity is required' }],
    ['no category', { CategoryID: null }, { CategoryID: 'Please select a category' }],
    ['blank cost price (marked required)', { CostPrice: '' }, { CostPrice: 'Cost price is required' }],
    ['blank reorder level (marked required)', { ReorderLevel: ' ' }, { ReorderLevel: 'Reorder level is required' }],
    ['no delivery lead time', { DeliveryLeadTime: '' }, { DeliveryLeadTime: 'Delivery lead time is required' }],
    ['a negative price', { Price: -1 }, { Price: 'Price cannot be negative' }],
  ])('%s', (_case, change, errors) => {
    expect(productFormErrors({ ...FILLED, ...change })).toEqual(errors)
  })

  it('reports every missing field at once, each on a field of the form', () => {
    const errors = productFormErrors(EMPTY_PRODUCT)
    expect(errors).toMatchObject({
      Name: 'Product Name is required',
      SKU: 'SKU is required',
      Price: 'Price is required',
      Stock: 'Stock quantity is required',
      CategoryID: 'Please select a category',
      CostPrice: 'Cost price is required',
      ReorderLevel: 'Reorder level is required',
    })
    expect(unownedError(errors, PRODUCT_FORM_FIELDS)).toBeNull()
  })

  it('accepts zero as a price, cost price, stock and reorder level', () => {
    expect(productFormErrors({ ...FILLED, Price: 0, CostPrice: 0, Stock: 0, ReorderLevel: 0 })).toEqual({})
  })

  it('leaves errors no field shows (images) for a toast', () => {
    const errors = productFormErrors({ ...FILLED, Images: ['not-a-path'] })
    expect(unownedError(errors, PRODUCT_FORM_FIELDS)).toBe('Images must be paths returned by the image upload')
  })
})

describe('createBody', () => {
  it('trims name, description and SKU, and sends the numbers', () => {
    const built = createBody(FILLED)
    expect(built.ok && built.body).toMatchObject({
      Name: 'Stapler',
      Description: 'Heavy duty',
      SKU: 'STP-1',
      Price: 1250.5,
      CostPrice: 900,
      ReorderLevel: 10,
      Stock: 40,
      TaxPercentage: 18,
      CategoryID: 3,
      Currency: 'INR',
      Status: 'Active',
    })
  })

  it('reports a field error with the shared schema message', () => {
    const built = createBody({ ...FILLED, Price: -1 })
    expect(built).toEqual({ ok: false, errors: { Price: 'Price cannot be negative' } })
  })
})

describe('updateBody', () => {
  it('adds ProductID and the Version that was read', () => {
    const built = updateBody(FILLED, 12, 4)
    expect(built.ok && built.body).toMatchObject({ ProductID: 12, Version: 4, Name: 'Stapler' })
  })
})

describe('productWrite', () => {
  it('adds a new product, and edits a stored one with its stock as it now reads', () => {
    expect(productWrite(FILLED, null)).toMatchObject({ ok: true, body: { add: { Name: 'Stapler' } } })
    const stored = { ProductID: 12, Version: 4, Stock: 33 } as Product
    expect(productWrite({ ...FILLED, Stock: 1 }, stored)).toMatchObject({
      ok: true,
      body: { edit: { ProductID: 12, Version: 4, Stock: 33 } },
    })
  })

  it('marks cost price and reorder level required on an edit too', () => {
    const stored = { ProductID: 12, Version: 4, Stock: 33 } as Product
    expect(productWrite({ ...FILLED, CostPrice: '' }, stored)).toEqual({
      ok: false,
      errors: { CostPrice: 'Cost price is required' },
    })
  })
})
