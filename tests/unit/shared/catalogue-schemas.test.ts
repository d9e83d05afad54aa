import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CategoryCreateSchema, CategoryListQuerySchema } from '../../../src/shared/category-schemas'
import { ProductCreateSchema, ProductUpdateSchema } from '../../../src/shared/product-schemas'

const category = { category_name: 'Pens', category_code: 'PENS', gst: 18 }
const product = {
  Name: 'Pen',
  SKU: 'PEN-1',
  Price: 10,
  Stock: 1,
  DeliveryLeadTime: 2,
  UnitsofMeasurement: 'pieces',
  TaxPercentage: 18,
  CategoryID: '3',
}
const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message

describe('CategoryCreateSchema', () => {
  it.each([
    [
      'trims the name, code and description',
      { category_name: ' Pens ', category_code: ' PENS ', category_description: ' x ' },
      { category_name: 'Pens', category_code: 'PENS', category_description: 'x' },
    ],
    [
      'defaults status, description, parent and image',
      {},
      { status: 'Active', category_description: '', parent_category_id: 0, category_image: null },
    ],
    ["reads GST '12%'", { gst: '12%' }, { gst: 12 }],
    ["reads GST ' 10 '", { gst: ' 10 ' }, { gst: 10 }],
    ["reads parent '7'", { parent_category_id: '7' }, { parent_category_id: 7 }],
    ["reads parent ''", { parent_category_id: '' }, { parent_category_id: 0 }],
    ['keeps an empty image as empty', { category_image: '' }, { category_image: '' }],
  ])('%s', (_case, change, expected) => {
    expect(v.parse(CategoryCreateSchema, { ...category, ...change })).toMatchObject(expected)
  })

  it.each([
    ['a missing name', { category_name: undefined }, 'Category name is required'],
    ['a blank name', { category_name: ' \t ' }, 'Category name is required'],
    ['a missing code', { category_code: undefined }, 'Category code is required'],
    [
      'a code starting with a dash',
      { category_code: '-X' },
      'Category code may contain letters, digits, dot, dash and underscore',
    ],
    ['GST 0', { gst: 0 }, 'GST must be 18%, 12% or 10%'],
    ['a parent beyond int4', { parent_category_id: 2 ** 31 }, 'Parent category is not valid'],
    ['a GIF image', { category_image: 'data:image/gif;base64,R0lGODlh' }, 'The image must be a JPEG, PNG or WebP file'],
  ])('refuses %s', (_case, change, message) => {
    expect(firstMessage(CategoryCreateSchema, { ...category, ...change })).toBe(message)
  })
})

describe('CategoryListQuerySchema', () => {
  it('defaults paging and sorting and trims the search', () => {
    expect(v.parse(CategoryListQuerySchema, { search_txt: '  pen ' })).toEqual({
      search_txt: 'pen',
      iDisplayStart: 0,
      iDisplayLength: 10,
      iSortCol_0: 0,
      sSortDir_0: 'asc',
    })
  })
})

describe('ProductCreateSchema', () => {
  it('trims name, description and SKU and fills the defaults', () => {
    expect(v.parse(ProductCreateSchema, { ...product, Name: ' Pen ', SKU: ' PEN-1 ', Description: ' d ' })).toEqual({
      ...product,
      Name: 'Pen',
      SKU: 'PEN-1',
      Description: 'd',
      CategoryID: 3,
      Currency: 'INR',
      Status: 'Active',
      CostPrice: 0,
      ReorderLevel: 0,
      Images: [],
    })
  })

  it.each([
    ['Price 0.1 + 0.2', { Price: 0.1 + 0.2 }, undefined],
    ['Price 10.005', { Price: 10.005 }, 'Price can have at most two decimal places'],
    ["Price ' 5 '", { Price: ' 5 ' }, undefined],
    ['Price NaN text', { Price: 'NaN' }, 'Price must be a number'],
    ['Price Infinity text', { Price: 'Infinity' }, 'Price must be a number'],
    ['Stock null', { Stock: null }, 'Stock quantity is required'],
    ["CategoryID ' '", { CategoryID: ' ' }, 'Please select a category'],
    ['CategoryID 2^31', { CategoryID: 2 ** 31 }, 'Please select a category'],
  ])('%s', (_case, change, message) => {
    expect(firstMessage(ProductCreateSchema, { ...product, ...change })).toBe(message)
  })
})

describe('ProductUpdateSchema', () => {
  it.each([
    ['no ProductID', { ProductID: undefined }, 'Product ID is required'],
    ['ProductID 2^31', { ProductID: 2 ** 31 }, 'Product ID is required'],
    ['Version 0', { ProductID: 1, Version: 0 }, 'Version must be a whole number'],
    ['Version as text', { ProductID: 1, Version: '2' }, 'Version must be a whole number'],
  ])('refuses %s', (_case, change, message) => {
    expect(firstMessage(ProductUpdateSchema, { ...product, ...change })).toBe(message)
  })
})
