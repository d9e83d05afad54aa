import * as v from 'valibot'
import { api, dataOf } from '../../lib/api-client'
import { ProductImportReportSchema } from '../../shared/product-csv'
import {
  type ProductCreateInput,
  type ProductListQuery,
  ProductRowSchema,
  ProductSchema,
  type ProductUpdateInput,
} from '../../shared/product-schemas'
import { type StockAdjustInput, type StockHistoryQuery, StockMovementSchema } from '../../shared/stock-schemas'
import type { ProductExportQuery } from './list-search'

const Anything = v.unknown()
const UploadedImageSchema = v.nullish(v.object({ ProductImagePath: v.string() }))

/** GET get-all-products: one page of products with thumbnails. */
export function fetchProducts(query: ProductListQuery, signal?: AbortSignal) {
  return api.list('get-all-products', ProductRowSchema, { query, signal })
}

/** GET get-product-by-id: one product with its image paths and version. */
export async function fetchProduct(id: number, signal?: AbortSignal) {
  return dataOf(await api.get('get-product-by-id', ProductSchema, { query: { ProductID: id }, signal }))
}

/** POST add-product. */
export async function addProduct(body: ProductCreateInput) {
  return dataOf(await api.post('add-product', Anything, { body }))
}

/** POST update-product; 409 when someone else saved the product since it was read (Version). */
export async function updateProduct(body: ProductUpdateInput) {
  return dataOf(await api.post('update-product', ProductSchema, { body }))
}

/** POST adjust-product-stock: answers the product with its new stock; 409 when it would go below 0. */
export async function adjustProductStock(body: StockAdjustInput) {
  return dataOf(await api.post('adjust-product-stock', ProductSchema, { body }))
}

/** GET get-product-stock-history: one page of a product's stock movements, newest first. */
export function fetchStockHistory(query: StockHistoryQuery, signal?: AbortSignal) {
  return api.list('get-product-stock-history', StockMovementSchema, { query, signal })
}

/** DELETE delete-product. */
export async function deleteProduct(id: number) {
  return dataOf(await api.delete('delete-product', Anything, { body: { ProductID: id } }))
}

/**
 * POST add-product-image with a data URL. The answer is kept whole: a false status carries the
 * server's msg, which the form shows (spec point 8).
 */
export function uploadProductImage(dataUrl: string) {
  return api.post('add-product-image', UploadedImageSchema, { body: { ProductImage: dataUrl } })
}

/** GET export-products: the filtered list as a CSV file. */
export function exportProducts(query: ProductExportQuery) {
  return api.download('export-products', { query })
}

/** POST import-products: a dry run reports row errors and writes nothing; otherwise it imports. */
export async function importProducts(csv: string, dryRun: boolean) {
  return dataOf(await api.post('import-products', ProductImportReportSchema, { body: { csv, dryRun } }))
}
