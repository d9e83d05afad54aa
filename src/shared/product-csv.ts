import * as v from 'valibot'
import { toNumericText } from './money'
import { requestObject } from './request-object'
import { fromSpreadsheetCell, spreadsheetCell } from './spreadsheet-cell'

/** Columns of the product CSV, in file order (export writes them all; import needs SKU). */
export const PRODUCT_CSV_COLUMNS = [
  'SKU',
  'Name',
  'Description',
  'CategoryCode',
  'Price',
  'CostPrice',
  'Stock',
  'ReorderLevel',
  'DeliveryLeadTime',
  'UnitsofMeasurement',
  'TaxPercentage',
  'Status',
  'Currency',
] as const
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number]
export type ProductCsvRecord = Record<ProductCsvColumn, string>

/** Most data rows one import may carry. */
export const MAX_IMPORT_ROWS = 5000

/** Name of the exported file. */
export const PRODUCT_CSV_FILE_NAME = 'products.csv'

/** POST import-products: the CSV text and whether to only check it. */
export const ProductImportSchema = requestObject({
  csv: v.pipe(v.string('csv must be the text of a CSV file'), v.nonEmpty('The CSV file is empty')),
  dryRun: v.boolean('dryRun must be true or false'),
})
export type ProductImportInput = v.InferOutput<typeof ProductImportSchema>

/** One problem of one row; `row` is the spreadsheet row number (the header is row 1). */
export const ImportRowErrorSchema = v.object({ row: v.number(), field: v.string(), message: v.string() })
export type ImportRowError = v.InferOutput<typeof ImportRowErrorSchema>

/**
 * What an import did or, in a dry run, would do: data rows read, rows without errors, products
 * created and updated (matched by SKU, case-insensitive), and every row error.
 */
export const ProductImportReportSchema = v.object({
  rows: v.number(),
  valid: v.number(),
  created: v.number(),
  updated: v.number(),
  errors: v.array(ImportRowErrorSchema),
})
export type ProductImportReport = v.InferOutput<typeof ProductImportReportSchema>

/** The spreadsheet row number of the data record at a zero-based index (the header is row 1). */
export const csvRowNumber = (index: number): number => index + 2

/** A product as the CSV needs it: the fields of a product plus its category's code. */
export interface ProductCsvSource {
  SKU: string
  Name: string
  Description: string
  CategoryCode: string
  Price: number
  CostPrice: number
  Stock: number
  ReorderLevel: number
  DeliveryLeadTime: number
  UnitsofMeasurement: string
  TaxPercentage: number
  Status: string
  Currency: string
}

/** A product as one CSV record (export, and the starting point of an update by import). */
export function productToCsvRecord(p: ProductCsvSource): ProductCsvRecord {
  return {
    SKU: spreadsheetCell(p.SKU),
    Name: spreadsheetCell(p.Name),
    Description: spreadsheetCell(p.Description),
    CategoryCode: spreadsheetCell(p.CategoryCode),
    Price: toNumericText(p.Price),
    CostPrice: toNumericText(p.CostPrice),
    Stock: String(p.Stock),
    ReorderLevel: String(p.ReorderLevel),
    DeliveryLeadTime: String(p.DeliveryLeadTime),
    UnitsofMeasurement: p.UnitsofMeasurement,
    TaxPercentage: String(p.TaxPercentage),
    Status: p.Status,
    Currency: p.Currency,
  }
}

const OPTIONAL_COLUMNS: ReadonlySet<ProductCsvColumn> = new Set([
  'Description',
  'CostPrice',
  'ReorderLevel',
  'Status',
  'Currency',
])

/**
 * The add-product payload a CSV record stands for, to be checked with ProductCreateSchema. An empty
 * optional cell takes the schema's default; the category comes from CategoryCode, resolved by the caller;
 * images are not part of the CSV.
 */
export function csvRecordToProductInput(
  record: Partial<ProductCsvRecord>,
  categoryId: number | undefined,
): Record<string, unknown> {
  const cell = (column: ProductCsvColumn) => {
    const value = fromSpreadsheetCell(record[column] ?? '')
    return value.trim() === '' && OPTIONAL_COLUMNS.has(column) ? undefined : value
  }
  return {
    SKU: cell('SKU'),
    Name: cell('Name'),
    Description: cell('Description'),
    Price: cell('Price'),
    CostPrice: cell('CostPrice'),
    Stock: cell('Stock'),
    ReorderLevel: cell('ReorderLevel'),
    DeliveryLeadTime: cell('DeliveryLeadTime'),
    UnitsofMeasurement: cell('UnitsofMeasurement'),
    TaxPercentage: cell('TaxPercentage'),
    Status: cell('Status'),
    Currency: cell('Currency'),
    CategoryID: categoryId ?? '',
  }
}

/** The CSV column a product payload field comes from (CategoryID comes from CategoryCode). */
export function csvColumnOf(payloadField: string): string {
  return payloadField === 'CategoryID' ? 'CategoryCode' : payloadField
}
