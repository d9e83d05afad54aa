import { describe, expect, it } from 'vitest'
import {
  createBody,
  EMPTY_PRODUCT,
  type ProductFormValues,
  submitCheck,
  updateBody,
} from '../../../src/features/products/product-form-values'

const FILLED: ProductFormValues = {
  ...EMPTY_PRODUCT,
  Name: '  Stapler  ',
  Description: '  Heavy duty \n',
  SKU: ' STP-1 ',
  Price: 1250.5,
  Stock: 40,
  DeliveryLeadTime: 7,
  CategoryID: '3',
  Images: [`/files/products/${'a'.repeat(64)}.png`],
}

describe('submitCheck (spec point 5, in order)', () => {
  it.each<[string, Partial<ProductFormValues>, string]>([
    ['blank name', { Name: '   ' }, 'Product Name is required'],
    ['blank SKU', { SKU: '' }, 'SKU is required'],
    ['no price', { Price: '' }, 'Price is required'],
    ['no stock', { Stock: ' ' }, 'Stock quantity is required'],
    ['no category', { CategoryID: null }, 'Please select a category'],
    ['everything missing', { ...EMPTY_PRODUCT }, 'Product Name is required'],
    ['price and stock missing', { Price: '', Stock: '' }, 'Price is required'],
  ])('%s: %s', (_case, change, message) => {
    expect(submitCheck({ ...FILLED, ...change })).toBe(message)
  })

  it('asks for the product id only when editing', () => {
    expect(submitCheck(FILLED)).toBeNull()
    expect(submitCheck(FILLED, { productId: 12 })).toBeNull()
    expect(submitCheck(FILLED, { productId: null })).toBe('Product ID is required')
  })

  it('accepts zero as a price and a stock', () => {
    expect(submitCheck({ ...FILLED, Price: 0, Stock: 0 })).toBeNull()
  })
})

describe('createBody', () => {
  it('trims name, description and SKU, and sends 0 for an empty cost price and reorder level', () => {
    const built = createBody(FILLED)
    expect(built.ok && built.body).toMatchObject({
      Name: 'Stapler',
      Description: 'Heavy duty',
      SKU: 'STP-1',
      Price: 1250.5,
      CostPrice: 0,
      ReorderLevel: 0,
      Stock: 40,
      TaxPercentage: 18,
      CategoryID: 3,
      Currency: 'INR',
      Status: 'Active',
    })
  })

  it('reports a field error with the shared schema message', () => {
    const built = createBody({ ...FILLED, Price: -1 })
    expect(built).toMatchObject({
      ok: false,
      first: 'Price cannot be negative',
      errors: { Price: 'Price cannot be negative' },
    })
  })
})

describe('updateBody', () => {
  it('adds ProductID and the Version that was read', () => {
    const built = updateBody(FILLED, 12, 4)
    expect(built.ok && built.body).toMatchObject({ ProductID: 12, Version: 4, Name: 'Stapler' })
  })
})
