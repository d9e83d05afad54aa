import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AddToCartSchema, DeleteCartItemQuerySchema, UpdateCartItemSchema } from '../../../src/shared/cart-schemas'
import { CreateOrderSchema, OrderListQuerySchema, UpdateOrderStatusSchema } from '../../../src/shared/order-schemas'
import { ProductListQuerySchema, withSubcategories } from '../../../src/shared/product-schemas'

const ID = '01943a1c-7a2b-7c3d-8e4f-123456789abc'
const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message

describe('cart writes', () => {
  it('take a CartID in any case and give it back in lower case', () => {
    expect(v.parse(AddToCartSchema, { CartID: ` ${ID.toUpperCase()} `, ProductID: '7', Quantity: 2 })).toEqual({
      CartID: ID,
      ProductID: 7,
      Quantity: 2,
    })
  })

  it.each([
    [AddToCartSchema, { ProductID: 1, Quantity: 1 }, 'CartID must be the id of a cart item'],
    [AddToCartSchema, { CartID: ID, Quantity: 1 }, 'Invalid product ID'],
    [AddToCartSchema, { CartID: ID, ProductID: 1 }, 'Quantity must be a number'],
    [UpdateCartItemSchema, { CartID: ID }, 'Quantity must be a number'],
    [DeleteCartItemQuerySchema, {}, 'CartID must be the id of a cart item'],
    [AddToCartSchema, 'text', 'The request body must be a JSON object'],
  ])('name the missing or wrong field (%#)', (schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message)
  })
})

describe('order writes and queries', () => {
  const order = { OrderID: ID, DeliveryAddress: 'Pune', RequiredBy: '2026-02-28' }

  it('fill the optional fields', () => {
    expect(v.parse(CreateOrderSchema, order)).toEqual({ ...order, Notes: '', AcceptPriceChanges: false })
  })

  it.each([
    [{ RequiredBy: '2026-02-29' }, 'Required-by date must be a date (YYYY-MM-DD)'],
    [{ RequiredBy: '2028-02-29' }, null],
    [{ RequiredBy: '2026-04-31' }, 'Required-by date must be a date (YYYY-MM-DD)'],
    [{ RequiredBy: '1899-12-31' }, 'Required-by date must be a date (YYYY-MM-DD)'],
    [{ RequiredBy: undefined }, 'Required-by date must be a date (YYYY-MM-DD)'],
    [{ DeliveryAddress: 'Line 1\nLine 2\tPune' }, null],
    [{ DeliveryAddress: 'Pune\u0000' }, 'Delivery address cannot contain control characters'],
    [{ DeliveryAddress: undefined }, 'Delivery address is required'],
    [{ Notes: 'bell\u0007' }, 'Notes cannot contain control characters'],
    [{ OrderID: undefined }, 'OrderID must be a UUID'],
  ])('create-order %j -> %s', (change, message) => {
    expect(firstMessage(CreateOrderSchema, { ...order, ...change }) ?? null).toBe(message)
  })

  it.each([
    [{ Status: 'Approved', Remarks: 'esc\u001b' }, 'Remarks cannot contain control characters'],
    [{ Status: 'Shipped' }, 'Unknown order status'],
    [{ Status: 'Approved' }, null],
  ])('update-order-status %j -> %s', (change, message) => {
    expect(firstMessage(UpdateOrderStatusSchema, { OrderID: ID, ...change }) ?? null).toBe(message)
  })

  it.each([
    [{ from: '2026-01-01', to: '2026-01-31' }, null],
    [{ from: '2026-02-31' }, 'from must be a date (YYYY-MM-DD)'],
    [{ search_txt: 'ORD\u0000' }, 'Search text cannot contain control characters'],
  ])('get-all-orders %j -> %s', (query, message) => {
    expect(firstMessage(OrderListQuerySchema, query) ?? null).toBe(message)
  })
})

describe('the shop product list flag', () => {
  it.each([
    [{}, false],
    [{ includeSubcategories: 'false' }, false],
    [{ includeSubcategories: false }, false],
    [{ includeSubcategories: 'true' }, true],
    [{ includeSubcategories: true }, true],
  ])('%j asks for the subtree: %s', (query, expected) => {
    expect(withSubcategories(v.parse(ProductListQuerySchema, query))).toBe(expected)
  })

  it('refuses anything else', () => {
    expect(firstMessage(ProductListQuerySchema, { includeSubcategories: 'yes' })).toBe(
      'includeSubcategories must be true or false',
    )
  })
})
