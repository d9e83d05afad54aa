import { PRODUCT_CSV_COLUMNS, type ProductCsvSource, productToCsvRecord } from '../../../src/shared/product-csv'
import type { ProductListQuery } from '../../../src/shared/product-schemas'
import type { Db } from '../../db/client'
import type { Actor } from '../../lib/app-env'
import { csvText } from '../../lib/csv-text'
import { selectProducts } from './list'
import type { ProductRecord } from './rows'

/** A selected product as the CSV mapping takes it. */
export function csvSourceOf(r: ProductRecord): ProductCsvSource {
  return {
    SKU: r.sku,
    Name: r.name,
    Description: r.description,
    CategoryCode: r.categoryCode ?? '',
    Price: Number(r.price),
    CostPrice: Number(r.costPrice),
    Stock: r.stock,
    ReorderLevel: r.reorderLevel,
    DeliveryLeadTime: r.deliveryLeadTime,
    UnitsofMeasurement: r.unit,
    TaxPercentage: r.taxPercentage,
    Status: r.status,
    Currency: r.currency,
  }
}

/** Every product matching the list's filters, in the list's order, as CSV text (server/lib/csv-text.ts). */
export async function exportProductsCsv(db: Db, actor: Actor, q: ProductListQuery): Promise<string> {
  const records = await selectProducts(db, actor, q)
  const data = records.map((r) => {
    const record = productToCsvRecord(csvSourceOf(r))
    return PRODUCT_CSV_COLUMNS.map((column) => record[column])
  })
  return csvText(PRODUCT_CSV_COLUMNS, data)
}
