import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  csvColumnOf,
  csvRecordToProductInput,
  csvRowNumber,
  type ProductCsvSource,
  productToCsvRecord,
} from '../../../src/shared/product-csv'
import { ProductCreateSchema } from '../../../src/shared/product-schemas'
import { fromSpreadsheetCell, spreadsheetCell } from '../../../src/shared/spreadsheet-cell'

const SOURCE: ProductCsvSource = {
  SKU: 'PEN-1',
  Name: 'Gel Pen',
  Description: 'Blue ink',
  CategoryCode: 'PENS',
  Price: 12.5,
  CostPrice: 0,
  Stock: 40,
  ReorderLevel: 5,
  DeliveryLeadTime: 2,
  UnitsofMeasurement: 'pieces',
  TaxPercentage: 18,
  Status: 'Active',
  Currency: 'INR',
}

describe('spreadsheetCell and fromSpreadsheetCell', () => {
  it.each([
    ['plain text', 'Gel Pen', 'Gel Pen'],
    ['a formula', '=SUM(A1)', "'=SUM(A1)"],
    ['a plus sign', '+91 98', "'+91 98"],
    ['a minus sign', '-5 off', "'-5 off"],
    ['an at sign', '@home', "'@home"],
    ['a tab', '\tx', "'\tx"],
    ['an apostrophe before text', "'quoted", "'quoted"],
    ['a carriage return', '\rx', "'\rx"],
    ['empty', '', ''],
  ])('%s round-trips', (_case, value, cell) => {
    expect(spreadsheetCell(value)).toBe(cell)
    expect(fromSpreadsheetCell(cell)).toBe(value)
  })

  it('issue 10.7: keeps numbers as numbers (a negative number is not a formula)', () => {
    expect(spreadsheetCell(-5)).toBe(-5)
    expect(spreadsheetCell(12.5)).toBe(12.5)
  })
})

describe('productToCsvRecord', () => {
  it('writes money with two places and numbers as text', () => {
    expect(productToCsvRecord(SOURCE)).toEqual({
      SKU: 'PEN-1',
      Name: 'Gel Pen',
      Description: 'Blue ink',
      CategoryCode: 'PENS',
      Price: '12.50',
      CostPrice: '0.00',
      Stock: '40',
      ReorderLevel: '5',
      DeliveryLeadTime: '2',
      UnitsofMeasurement: 'pieces',
      TaxPercentage: '18',
      Status: 'Active',
      Currency: 'INR',
    })
  })
})

describe('csvRecordToProductInput', () => {
  it('gives back the product that was exported', () => {
    const input = v.parse(ProductCreateSchema, csvRecordToProductInput(productToCsvRecord(SOURCE), 7))
    expect(input).toMatchObject({ SKU: 'PEN-1', Price: 12.5, CostPrice: 0, Stock: 40, CategoryID: 7, Images: [] })
  })

  it.each([
    ['an empty status becomes Active', { Status: '' }, { Status: 'Active' }],
    ['an empty currency becomes INR', { Currency: ' ' }, { Currency: 'INR' }],
    ['an empty cost price becomes 0', { CostPrice: '' }, { CostPrice: 0 }],
    ['an empty reorder level becomes 0', { ReorderLevel: '' }, { ReorderLevel: 0 }],
    ['a missing description becomes empty', { Description: undefined }, { Description: '' }],
    ['names are trimmed', { Name: '  Gel Pen  ' }, { Name: 'Gel Pen' }],
    ['an escaped formula is read back', { Name: "'=1+1" }, { Name: '=1+1' }],
    ['a GST with a percent sign', { TaxPercentage: '12%' }, { TaxPercentage: 12 }],
  ])('%s', (_case, change, expected) => {
    const record = { ...productToCsvRecord(SOURCE), ...change }
    expect(v.parse(ProductCreateSchema, csvRecordToProductInput(record, 7))).toMatchObject(expected)
  })

  it.each([
    ['an empty price', { Price: '' }, 'Price', 'Price is required'],
    ['an empty stock', { Stock: '' }, 'Stock', 'Stock quantity is required'],
    ['an empty name', { Name: ' ' }, 'Name', 'Product Name is required'],
    [
      'a missing unit',
      { UnitsofMeasurement: undefined },
      'UnitsofMeasurement',
      'Unit of measurement must be uom, pieces or boxes',
    ],
  ])('%s is an error of its column', (_case, change, column, message) => {
    const record = { ...productToCsvRecord(SOURCE), ...change }
    const [issue] = v.safeParse(ProductCreateSchema, csvRecordToProductInput(record, 7)).issues ?? []
    expect(issue && csvColumnOf(v.getDotPath(issue) ?? '')).toBe(column)
    expect(issue?.message).toBe(message)
  })

  it('reports an unknown category as CategoryCode', () => {
    const issue = v.safeParse(ProductCreateSchema, csvRecordToProductInput(productToCsvRecord(SOURCE), undefined))
      .issues?.[0]
    expect(issue && csvColumnOf(v.getDotPath(issue) ?? '')).toBe('CategoryCode')
  })
})

it('numbers data rows as a spreadsheet does: the header is row 1', () => {
  expect([0, 1, 9].map(csvRowNumber)).toEqual([2, 3, 11])
})
