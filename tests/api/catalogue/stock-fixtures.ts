import * as v from 'valibot'
import { expect } from 'vitest'
import { type Product, ProductSchema } from '../../../src/shared/product-schemas'
import { type StockMovement, StockMovementSchema } from '../../../src/shared/stock-schemas'
import type { ApiClient, ApiResponse, SendOptions } from '../helpers/api-client'

/** POST adjust-product-stock. */
export const adjust = (client: ApiClient, body: unknown, options: SendOptions = {}) =>
  client.post('adjust-product-stock', body, options)

/** The product a successful adjustment answers with. */
export function adjusted(res: ApiResponse): Product {
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(ProductSchema, res.body.data)
}

/** GET get-product-stock-history as it answers. */
export const historyOf = (client: ApiClient, productId: number, page: { start?: number; length?: number } = {}) =>
  client.get(
    `get-product-stock-history?ProductID=${productId}&iDisplayStart=${page.start ?? 0}&iDisplayLength=${page.length ?? 100}`,
  )

/** A product's stock movements, newest first, as a reader of the history sees them. */
export async function movements(client: ApiClient, productId: number): Promise<StockMovement[]> {
  const res = await historyOf(client, productId)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(v.array(StockMovementSchema), res.body.data)
}

/** The update-product payload of a form that loaded `p`, with what the user changed. */
export const formBody = (p: Product, change: Record<string, unknown> = {}) => ({
  ProductID: p.ProductID,
  Name: p.Name,
  Description: p.Description,
  SKU: p.SKU,
  Currency: p.Currency,
  UnitsofMeasurement: p.UnitsofMeasurement,
  TaxPercentage: p.TaxPercentage,
  Status: p.Status,
  DeliveryLeadTime: p.DeliveryLeadTime,
  Price: p.Price,
  CostPrice: p.CostPrice,
  Stock: p.Stock,
  CategoryID: String(p.CategoryID),
  ReorderLevel: p.ReorderLevel,
  Images: p.Images,
  Version: p.Version,
  ...change,
})
