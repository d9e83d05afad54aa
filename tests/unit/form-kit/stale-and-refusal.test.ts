import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { changedFields, shownValue } from '../../../src/components/form-kit/changed-fields'
import { refusalErrors } from '../../../src/components/form-kit/refusal-errors'
import { staleRecord } from '../../../src/components/form-kit/stale-record'
import { CATEGORY_DUPLICATES } from '../../../src/features/categories/category-form-values'
import { PRODUCT_DUPLICATES } from '../../../src/features/products/product-form-values'
import { PO_DUPLICATES } from '../../../src/features/purchase-orders/form/po-form-values'
import { SUPPLIER_DUPLICATES } from '../../../src/features/suppliers/supplier-form-values'
import { ApiError } from '../../../src/lib/api-client'
import { CategorySchema } from '../../../src/shared/category-schemas'

const Record = v.object({ id: v.number(), name: v.string() })

describe('staleRecord: the one 409 parser', () => {
  it('answers the current record a stale edit was refused with', () => {
    const error = new ApiError(409, 'This product was changed by someone else', undefined, { id: 3, name: 'New' })
    expect(staleRecord(error, Record)).toEqual({ id: 3, name: 'New' })
  })

  it.each([
    ['a 409 without the record', new ApiError(409, 'A product with the SKU "X" already exists')],
    ['a 409 with something else', new ApiError(409, 'Taken', undefined, { id: 'x' })],
    ['a 400 with a record', new ApiError(400, 'Bad', undefined, { id: 3, name: 'New' })],
    ['not an ApiError', new Error('boom')],
  ])('answers null for %s', (_case, error) => {
    expect(staleRecord(error, Record)).toBeNull()
    expect(staleRecord(error, CategorySchema)).toBeNull()
  })
})

describe("refusalErrors: what the server refused, on the form's fields", () => {
  it('keeps the fields the server named', () => {
    const error = new ApiError(400, 'Please select a category', { CategoryID: ['Category not found'] })
    expect(refusalErrors(error, { fields: ['CategoryID'] })).toEqual({ CategoryID: 'Category not found' })
  })

  it.each([
    ['SKU', PRODUCT_DUPLICATES, 'A product with the SKU "PAP-A4" already exists'],
    ['category_code', CATEGORY_DUPLICATES, 'The category code "OFF" is already in use'],
    ['gstin', SUPPLIER_DUPLICATES, 'A supply partner with the GSTIN 27AAPFU0939F1ZV is already registered'],
    ['poNumber', PO_DUPLICATES, 'PO Number PO-7 is already used'],
  ])("puts the server's duplicate 409 on %s", (field, duplicates, message) => {
    expect(refusalErrors(new ApiError(409, message), { fields: [field], duplicates })).toEqual({ [field]: message })
  })

  it('leaves other refusals to the toast', () => {
    const stale = new ApiError(409, 'This product was changed by someone else', undefined, {})
    expect(refusalErrors(stale, { fields: ['SKU'], duplicates: PRODUCT_DUPLICATES })).toEqual({})
    const notConflict = new ApiError(400, 'A product with the SKU "X" already exists')
    expect(refusalErrors(notConflict, { fields: ['SKU'], duplicates: PRODUCT_DUPLICATES })).toEqual({})
    expect(refusalErrors(new ApiError(0, 'offline'), { fields: ['SKU'] })).toEqual({})
  })
})

describe('changedFields: what Compare lists', () => {
  const mine = { Name: 'Stapler', Price: 10, Images: ['a.png'], Stock: 4 }
  const theirs = { Name: 'Stapler', Price: 12, Images: [], Stock: 9 }

  it('lists the labelled fields that differ, in label order, as text', () => {
    expect(changedFields(mine, theirs, { Images: 'Images', Price: 'Price', Name: 'Name' })).toEqual([
      { field: 'Images', label: 'Images', mine: 'a.png', theirs: '(empty)' },
      { field: 'Price', label: 'Price', mine: '10', theirs: '12' },
    ])
  })

  it('shows a field its own way when the form says how', () => {
    expect(changedFields(mine, theirs, { Price: 'Price' }, { Price: (value) => `₹${value}` })).toEqual([
      { field: 'Price', label: 'Price', mine: '₹10', theirs: '₹12' },
    ])
    expect(shownValue(null)).toBe('(empty)')
    expect(shownValue(['a', 2])).toBe('a, 2')
  })
})
