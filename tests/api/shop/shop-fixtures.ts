import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { expect } from 'vitest'
import { type Cart, CartSchema } from '../../../src/shared/cart-schemas'
import { type Order, OrderSchema } from '../../../src/shared/order-schemas'
import { type Product, ProductSchema } from '../../../src/shared/product-schemas'
import type { ApiClient, ApiResponse, SendOptions } from '../helpers/api-client'

export { addCategory, addProduct, qs, signedIn } from '../catalogue/catalogue-fixtures'

/** The test clock's day (createTestApp starts it at 2026-01-05 09:00 UTC). */
export const TODAY = '2026-01-05'

/** The cart a successful cart call answers with. */
export function cartIn(res: ApiResponse): Cart {
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(CartSchema, res.body.data)
}

/** The order a successful order call answers with. */
export function orderIn(res: ApiResponse): Order {
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(OrderSchema, res.body.data)
}

/** An order without the moves its reader may make, to compare what different readers see. */
export const orderRecord = (order: Order): Order => ({ ...order, NextStatuses: [] })

/** POST add-to-cart with a fresh CartID unless one is given. */
export function addToCart(
  client: ApiClient,
  productId: unknown,
  quantity: unknown,
  cartId: unknown = uuidv7(),
  options: SendOptions = {},
) {
  return client.post('add-to-cart', { CartID: cartId, ProductID: productId, Quantity: quantity }, options)
}

/** POST update-cart-item. */
export const updateCartItem = (client: ApiClient, cartId: unknown, quantity: unknown, options: SendOptions = {}) =>
  client.post('update-cart-item', { CartID: cartId, Quantity: quantity }, options)

/** DELETE delete-cart-item?CartID= */
export const deleteCartItem = (client: ApiClient, cartId: string, options: SendOptions = {}) =>
  client.send('DELETE', `delete-cart-item?CartID=${encodeURIComponent(cartId)}`, undefined, options)

/** GET get-cart, parsed. */
export const getCart = async (client: ApiClient) => cartIn(await client.get('get-cart'))

/** A valid create-order payload with a fresh OrderID. */
export function orderBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { OrderID: uuidv7(), DeliveryAddress: 'Plot 4, MIDC, Pune 411019', RequiredBy: '2026-01-12', ...extra }
}

/** POST create-order. */
export const createOrder = (client: ApiClient, extra: Record<string, unknown> = {}, options: SendOptions = {}) =>
  client.post('create-order', orderBody(extra), options)

/** Adds the products to the cart and places the order; returns it. */
export async function placeOrder(
  client: ApiClient,
  lines: ReadonlyArray<[productId: number, quantity: number]>,
  extra: Record<string, unknown> = {},
): Promise<Order> {
  for (const [productId, quantity] of lines) cartIn(await addToCart(client, productId, quantity))
  return orderIn(await createOrder(client, extra))
}

/** GET get-product-by-id, parsed. */
export async function productById(client: ApiClient, id: number): Promise<Product> {
  const res = await client.get(`get-product-by-id?ProductID=${id}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(ProductSchema, res.body.data)
}

/** Changes a product through update-product, as a catalogue manager would. */
export async function editProduct(manager: ApiClient, id: number, change: Record<string, unknown>): Promise<Product> {
  const p = await productById(manager, id)
  const res = await manager.post('update-product', {
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
    ReorderLevel: p.ReorderLevel,
    CategoryID: p.CategoryID,
    Images: p.Images,
    ...change,
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(ProductSchema, res.body.data)
}

/** Sets a product's stock as a catalogue manager does: a counted figure through adjust-product-stock. */
export async function setStock(manager: ApiClient, id: number, stock: number): Promise<void> {
  const res = await manager.post('adjust-product-stock', { ProductID: id, CountedStock: stock, Reason: 'Counted' })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
}

/** A stock level read as the catalogue manager sees it. */
export const stockOf = async (manager: ApiClient, id: number) => (await productById(manager, id)).Stock
