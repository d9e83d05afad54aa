import { and, eq, inArray, sql } from 'drizzle-orm'
import Papa from 'papaparse'
import * as v from 'valibot'
import {
  csvColumnOf,
  csvRecordToProductInput,
  csvRowNumber,
  type ImportRowError,
  MAX_IMPORT_ROWS,
  PRODUCT_CSV_COLUMNS,
  type ProductCsvColumn,
  type ProductCsvRecord,
  type ProductImportInput,
  type ProductImportReport,
  productToCsvRecord,
} from '../../../src/shared/product-csv'
import { ProductCreateSchema } from '../../../src/shared/product-schemas'
import { fromSpreadsheetCell } from '../../../src/shared/spreadsheet-cell'
import type { Db } from '../../db/client'
import { categories, products } from '../../db/schema/catalogue'
import type { Actor } from '../../lib/app-env'
import { AppError, badRequest } from '../../lib/errors'
import { type ProductPlan, writeProductPlans } from './bulk-write'
import { csvSourceOf } from './csv-export'
import { categoryJoin, liveProducts, type ProductRecord, productColumns } from './rows'

const columnOrder = (field: string) => (PRODUCT_CSV_COLUMNS as readonly string[]).indexOf(field)

/** Parses the CSV text: its header columns and its data records; 400 when it cannot be a product file. */
function parseCsv(text: string): {
  columns: ProductCsvColumn[]
  records: Record<string, string>[]
  errors: ImportRowError[]
} {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  })
  const fields = parsed.meta.fields ?? []
  const known: readonly string[] = PRODUCT_CSV_COLUMNS
  const unknown = fields.filter((field) => !known.includes(field))
  if (!fields.includes('SKU')) throw badRequest('The first row must be a header row with a SKU column')
  if (unknown.length > 0) {
    throw badRequest(`Unknown columns: ${unknown.join(', ')}. The columns are: ${PRODUCT_CSV_COLUMNS.join(', ')}`)
  }
  if (parsed.data.length === 0) throw badRequest('The CSV has no product rows')
  if (parsed.data.length > MAX_IMPORT_ROWS) {
    throw badRequest(`The CSV has ${parsed.data.length} rows; import at most ${MAX_IMPORT_ROWS} rows at a time`)
  }
  const errors = parsed.errors
    .filter((error) => error.type !== 'Delimiter')
    .map((error) => ({ row: csvRowNumber(error.row ?? 0), field: '', message: error.message }))
  return { columns: fields.filter((f): f is ProductCsvColumn => known.includes(f)), records: parsed.data, errors }
}

/** The errors of one row's payload, one per CSV column, leaving out the category when it is already reported. */
function issuesOf(row: number, issues: readonly v.BaseIssue<unknown>[], categoryReported: boolean): ImportRowError[] {
  const byColumn = new Map<string, string>()
  for (const issue of issues) {
    const column = csvColumnOf(v.getDotPath(issue) ?? '')
    if (!(column === 'CategoryCode' && categoryReported) && !byColumn.has(column)) byColumn.set(column, issue.message)
  }
  return [...byColumn].map(([field, message]) => ({ row, field, message }))
}

const cell = (record: Partial<Record<string, string>>, column: ProductCsvColumn) =>
  fromSpreadsheetCell(record[column] ?? '').trim()

/**
 * Checks one record: the cells given, on top of the matched product's own values for an update,
 * must make a valid add-product payload with a known category code.
 */
function checkRecord(
  row: number,
  given: Partial<ProductCsvRecord>,
  current: ProductRecord | undefined,
  categoryIdOfCode: Map<string, number>,
): { plan: ProductPlan } | { errors: ImportRowError[] } {
  const merged = current ? { ...productToCsvRecord(csvSourceOf(current)), ...given } : given
  const code = cell(merged, 'CategoryCode')
  const categoryId = categoryIdOfCode.get(code.toLowerCase())
  const errors: ImportRowError[] = []
  if (!code) errors.push({ row, field: 'CategoryCode', message: 'CategoryCode is required' })
  else if (categoryId === undefined)
    errors.push({ row, field: 'CategoryCode', message: `No category has the code "${code}"` })
  const parsed = v.safeParse(ProductCreateSchema, csvRecordToProductInput(merged, categoryId))
  if (!parsed.success) errors.push(...issuesOf(row, parsed.issues, errors.length > 0))
  if (errors.length > 0 || !parsed.success) return { errors }
  return { plan: { input: parsed.output, existingId: current?.id ?? null } }
}

/** What the message adds when rows gave existing products another stock, which an import does not write. */
const stockNote = (kept: number) =>
  kept === 0
    ? ''
    : `. An import does not change the stock of existing products (${kept} ${kept === 1 ? 'row gives' : 'rows give'} another figure): use Adjust stock on the product`

/**
 * Imports products from CSV: every row is checked with the add-product rules (category by
 * CategoryCode) and matched to a live product by SKU, case-insensitive. A dry run writes nothing;
 * a real run writes all rows in one transaction, or nothing when any row has an error. Stock is
 * set on new products only: on an existing one, orders may have moved it since the file was made.
 */
export async function importProducts(
  db: Db,
  actor: Actor,
  input: ProductImportInput,
  now: Date,
): Promise<{ report: ProductImportReport; msg: string }> {
  const { columns, records, errors } = parseCsv(input.csv)
  const unreadableRows = new Set(errors.map((e) => e.row))
  return db.transaction(async (tx) => {
    const existing = await lockProducts(tx, actor.tenantId, [...new Set(records.map((r) => cell(r, 'SKU')))])
    const wantedCodes = [
      ...records.map((r) => cell(r, 'CategoryCode')),
      ...[...existing.values()].map((p) => p.categoryCode ?? ''),
    ]
    const categoryIdOfCode = await lockCategories(tx, actor.tenantId, [...new Set(wantedCodes)])
    const plans: ProductPlan[] = []
    let stockKept = 0
    const firstRowOfSku = new Map<string, number>()
    records.forEach((record, index) => {
      const row = csvRowNumber(index)
      const sku = cell(record, 'SKU')
      const earlier = firstRowOfSku.get(sku.toLowerCase())
      if (sku && earlier !== undefined) {
        errors.push({ row, field: 'SKU', message: `The SKU "${sku}" is also on row ${earlier}` })
        return
      }
      firstRowOfSku.set(sku.toLowerCase(), row)
      const given = Object.fromEntries(columns.map((column) => [column, record[column] ?? '']))
      const current = existing.get(sku.toLowerCase())
      const checked = checkRecord(row, given, current, categoryIdOfCode)
      if ('errors' in checked) errors.push(...checked.errors)
      else if (!unreadableRows.has(row)) {
        plans.push(checked.plan)
        if (current && checked.plan.input.Stock !== current.stock) stockKept += 1
      }
    })
    errors.sort((a, b) => a.row - b.row || columnOrder(a.field) - columnOrder(b.field))
    const created = plans.filter((p) => p.existingId === null).length
    const report = { rows: records.length, valid: plans.length, created, updated: plans.length - created, errors }
    const badRows = new Set(errors.map((e) => e.row)).size
    if (input.dryRun) {
      return {
        report,
        msg: `Checked ${report.rows} rows: ${report.valid} valid, ${badRows} with errors; nothing was saved${stockNote(stockKept)}`,
      }
    }
    if (errors.length > 0) {
      throw new AppError(400, `Nothing was imported: ${badRows} of ${report.rows} rows have errors`, { data: report })
    }
    await writeProductPlans(tx, actor, plans, now)
    return {
      report,
      msg: `Import finished: ${report.created} created, ${report.updated} updated${stockNote(stockKept)}`,
    }
  })
}

async function lockProducts(db: Db, tenantId: string, skus: string[]): Promise<Map<string, ProductRecord>> {
  const lower = skus.filter(Boolean).map((sku) => sku.toLowerCase())
  if (lower.length === 0) return new Map()
  const rows = await db
    .select(productColumns)
    .from(products)
    .leftJoin(categories, categoryJoin)
    .where(and(liveProducts(tenantId), inArray(sql`lower(${products.sku})`, lower)))
    .orderBy(products.id)
    .for('update', { of: products })
  return new Map(rows.map((r) => [r.sku.toLowerCase(), r]))
}

async function lockCategories(db: Db, tenantId: string, codes: string[]): Promise<Map<string, number>> {
  const lower = codes.filter(Boolean).map((code) => code.toLowerCase())
  if (lower.length === 0) return new Map()
  const rows = await db
    .select({ id: categories.id, code: categories.code })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), inArray(sql`lower(${categories.code})`, lower)))
    .for('share')
  return new Map(rows.map((r) => [r.code.toLowerCase(), r.id]))
}
