import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fromPaise } from '../../../src/shared/money'
import { lineGrossPaise, orderTotals } from '../../../src/shared/order-totals'
import { createTestApp, type TestApp } from '../helpers/test-app'
import {
  addCategory,
  addProduct,
  addToCart,
  cartIn,
  deleteCartItem,
  editProduct,
  getCart,
  setStock,
  signedIn,
  updateCartItem,
} from './shop-fixtures'

let t: TestApp
let categoryId: number
let otherTenantProduct: number
const id: Record<string, number> = {}

beforeAll(async () => {
  t = await createTestApp()
  const manager = await signedIn(t, 'catalogue_manager')
  categoryId = (await addCategory(manager, { gst: 18 })).CategoryID
  const product = async (name: string, extra: Record<string, unknown>) => {
    id[name] = (await addProduct(manager, categoryId, { Name: name, ...extra })).ProductID
  }
  await product('Pens', { Price: 12.5, TaxPercentage: 18, Stock: 500, UnitsofMeasurement: 'pieces' })
  await product('Paper', { Price: 250, TaxPercentage: 12, Stock: 40, UnitsofMeasurement: 'boxes' })
  await product('Cable', { Price: 33.33, TaxPercentage: 18, Stock: 2, UnitsofMeasurement: 'uom' })
  await product('Inactive', { Status: 'Inactive' })
  await product('Deleted', {})
  await product('Costly', { Price: 999_999_999, Stock: 10 })
  await manager.send('DELETE', 'delete-product', { ProductID: id.Deleted })

  const otherTenant = await t.createTenant('Other Co', ['other.test'])
  const otherManager = await signedIn(t, 'catalogue_manager', { id: otherTenant, domain: 'other.test' })
  const otherCategory = (await addCategory(otherManager)).CategoryID
  otherTenantProduct = (await addProduct(otherManager, otherCategory)).ProductID
})
afterAll(() => t.close())

const buyer = () => signedIn(t, 'buyer')
const key = () => `key-${uuidv7()}`

describe('POST add-to-cart', () => {
  it("adds a line at the product's price and answers the whole cart with GST per rate", async () => {
    const client = await buyer()
    const cartId = uuidv7()
    cartIn(await addToCart(client, id.Pens, 3, cartId))
    const res = await addToCart(client, id.Paper, 2)
    expect(res.body.msg).toBe('Added to cart')
    const cart = cartIn(res)
    expect(cart.CartItems.map((l) => [l.Name, l.Quantity, l.UnitPrice, l.TaxPercentage])).toEqual([
      ['Pens', 3, 12.5, 18],
      ['Paper', 2, 250, 12],
    ])
    expect(cart.CartItems[0]).toMatchObject({
      CartID: cartId,
      CurrentPrice: 12.5,
      LineTotal: fromPaise(lineGrossPaise({ quantity: 3, unitPrice: 12.5, gstPercent: 18 })),
      PriceChanged: false,
      StockShort: false,
      Unavailable: false,
      AddedAt: t.clock.now().toISOString(),
    })
    const totals = orderTotals([
      { quantity: 3, unitPrice: 12.5, gstPercent: 18 },
      { quantity: 2, unitPrice: 250, gstPercent: 12 },
    ])
    expect(cart.Totals).toEqual({
      Subtotal: 537.5,
      GstByRate: [
        { Rate: 12, Taxable: 500, Gst: 60 },
        { Rate: 18, Taxable: 37.5, Gst: 6.75 },
      ],
      Gst: 66.75,
      Total: fromPaise(totals.totalPaise),
    })
    expect(cart.Totals.Total).toBe(604.25)
    expect(cart).toMatchObject({ ItemCount: 2, HasChanges: false })
  })

  it('the same CartID again changes nothing and answers the cart (a replay without a key)', async () => {
    const client = await buyer()
    const cartId = uuidv7()
    const first = cartIn(await addToCart(client, id.Pens, 2, cartId))
    const again = cartIn(await addToCart(client, id.Pens, 2, cartId))
    expect(again).toEqual(first)
    expect(cartIn(await addToCart(client, id.Paper, 5, cartId))).toEqual(first)
  })

  it('adds to the line of a product already in the cart; the second CartID stays a replay and names the line', async () => {
    const client = await buyer()
    const first = uuidv7()
    const second = uuidv7()
    cartIn(await addToCart(client, id.Pens, 2, first))
    const merged = cartIn(await addToCart(client, id.Pens, 3, second))
    expect(merged.CartItems.map((l) => [l.CartID, l.Quantity])).toEqual([[first, 5]])
    expect(cartIn(await addToCart(client, id.Pens, 3, second)).CartItems[0]?.Quantity).toBe(5)
    expect(cartIn(await updateCartItem(client, second, 7)).CartItems).toMatchObject([{ CartID: first, Quantity: 7 }])
    expect(cartIn(await deleteCartItem(client, second)).CartItems).toEqual([])
  })

  it('concurrent adds of one product add up on one line', async () => {
    const client = await buyer()
    const answers = await Promise.all([1, 2, 3, 4].map((n) => addToCart(client, id.Pens, n)))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200])
    expect((await getCart(client)).CartItems.map((l) => l.Quantity)).toEqual([10])
  })

  it('concurrent sends of one add count once', async () => {
    const client = await buyer()
    const cartId = uuidv7()
    const answers = await Promise.all([1, 2, 3].map(() => addToCart(client, id.Paper, 4, cartId)))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    expect((await getCart(client)).CartItems.map((l) => l.Quantity)).toEqual([4])
  })

  it('an Idempotency-Key replays the stored answer; the key with another body is 422', async () => {
    const client = await buyer()
    const options = { headers: { 'Idempotency-Key': key() } }
    const cartId = uuidv7()
    const first = await addToCart(client, id.Pens, 2, cartId, options)
    const replay = await addToCart(client, id.Pens, 2, cartId, options)
    expect(replay.status).toBe(200)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(replay.body).toEqual(first.body)
    expect((await addToCart(client, id.Pens, 9, cartId, options)).status).toBe(422)
    expect((await getCart(client)).CartItems.map((l) => l.Quantity)).toEqual([2])
  })

  it.each([
    ['0', 0, 'Quantity must be more than 0'],
    ['a negative number', -2, 'Quantity must be more than 0'],
    ['1.5 pieces', 1.5, 'Quantity must be a whole number of pieces'],
    ['above 100000', 100_001, 'Quantity can be at most 1,00,000'],
    ['four decimals', 1.0001, 'Quantity can have at most three decimals'],
    ['a numeric string', '2', 'Quantity must be a number'],
    ['text', 'two', 'Quantity must be a number'],
    ['null', null, 'Quantity must be a number'],
  ])('refuses %s with 400 and changes nothing', async (_label, quantity, msg) => {
    const client = await buyer()
    const before = cartIn(await addToCart(client, id.Paper, 1))
    const res = await addToCart(client, id.Pens, quantity)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg })
    expect(await getCart(client)).toEqual(before)
  })

  it('refuses a sum above the limit on the existing line, keeping its quantity', async () => {
    const client = await buyer()
    cartIn(await addToCart(client, id.Pens, 60_000))
    const res = await addToCart(client, id.Pens, 50_000)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('Quantity can be at most 1,00,000')
    expect((await getCart(client)).CartItems.map((l) => l.Quantity)).toEqual([60_000])
  })

  it('takes a fraction of a uom product', async () => {
    const client = await buyer()
    expect(cartIn(await addToCart(client, id.Cable, 1.25)).CartItems[0]?.Quantity).toBe(1.25)
  })

  it('refuses a line whose total a money column cannot hold', async () => {
    const client = await buyer()
    const res = await addToCart(client, id.Costly, 100_000)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('This line comes to more than one order can hold')
    expect((await getCart(client)).CartItems).toEqual([])
  })

  it.each([
    ['an inactive product', () => id.Inactive, 400, 'Inactive is not available to order'],
    ['a deleted product', () => id.Deleted, 404, 'Product not found'],
    ["another tenant's product", () => otherTenantProduct, 404, 'Product not found'],
    ['an unknown product', () => 987_654, 404, 'Product not found'],
    ['ProductID abc', () => 'abc', 400, 'Invalid product ID'],
    ['ProductID 0', () => 0, 400, 'Invalid product ID'],
  ])('refuses %s and changes nothing', async (_label, productId, status, msg) => {
    const client = await buyer()
    const res = await addToCart(client, productId(), 1)
    expect(res.status).toBe(status)
    expect(res.body).toMatchObject({ status: false, msg })
    expect((await getCart(client)).CartItems).toEqual([])
  })

  it('refuses a CartID that is not a UUID', async () => {
    const res = await addToCart(await buyer(), id.Pens, 1, 'line-1')
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('CartID must be the id of a cart item')
  })

  it("refuses another user's CartID with 409 and leaves both carts alone", async () => {
    const owner = await buyer()
    const cartId = uuidv7()
    const theirs = cartIn(await addToCart(owner, id.Pens, 2, cartId))
    const other = await buyer()
    const res = await addToCart(other, id.Paper, 1, cartId)
    expect(res.status).toBe(409)
    expect(res.body.msg).toBe('This CartID is already used')
    expect(await getCart(owner)).toEqual(theirs)
    expect((await getCart(other)).CartItems).toEqual([])
  })

  it('forgets the CartID of a removed line once an idempotency key would have expired', async () => {
    const user = await t.createUser({ role: 'buyer' })
    const client = t.client()
    await t.signIn(client, user.email)
    const cartId = uuidv7()
    cartIn(await addToCart(client, id.Pens, 2, cartId))
    cartIn(await deleteCartItem(client, cartId))
    t.clock.advanceMinutes(8 * 24 * 60)
    await t.signIn(client, user.email)
    cartIn(await addToCart(client, id.Paper, 1))
    const lines = cartIn(await addToCart(client, id.Pens, 3, cartId)).CartItems
    expect(lines.map((l) => [l.Name, l.Quantity]).sort()).toEqual([
      ['Paper', 1],
      ['Pens', 3],
    ])
    expect(lines.find((l) => l.Name === 'Pens')?.CartID).toBe(cartId)
  })

  it('a replayed add after the line was removed adds nothing', async () => {
    const client = await buyer()
    const cartId = uuidv7()
    cartIn(await addToCart(client, id.Pens, 2, cartId))
    cartIn(await deleteCartItem(client, cartId))
    expect(cartIn(await addToCart(client, id.Pens, 2, cartId)).CartItems).toEqual([])
  })
})

describe('POST update-cart-item', () => {
  it('sets the quantity (absolute: a replay changes nothing)', async () => {
    const client = await buyer()
    const cartId = uuidv7()
    cartIn(await addToCart(client, id.Pens, 2, cartId))
    const res = await updateCartItem(client, cartId, 9)
    expect(res.body.msg).toBe('Cart updated')
    expect(cartIn(res).CartItems.map((l) => l.Quantity)).toEqual([9])
    expect(cartIn(await updateCartItem(client, cartId, 9)).CartItems.map((l) => l.Quantity)).toEqual([9])
  })

  it.each([
    [0, 'Quantity must be more than 0'],
    [-1, 'Quantity must be more than 0'],
    [2.5, 'Quantity must be a whole number of boxes'],
    [100_001, 'Quantity can be at most 1,00,000'],
    ['3', 'Quantity must be a number'],
  ])('refuses %s with 400 and keeps the quantity', async (quantity, msg) => {
    const client = await buyer()
    const cartId = uuidv7()
    const before = cartIn(await addToCart(client, id.Paper, 3, cartId))
    const res = await updateCartItem(client, cartId, quantity)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe(msg)
    expect(await getCart(client)).toEqual(before)
  })

  it("answers 404 for an unknown CartID, another user's, and a removed line", async () => {
    const owner = await buyer()
    const cartId = uuidv7()
    const theirs = cartIn(await addToCart(owner, id.Pens, 2, cartId))
    const other = await buyer()
    for (const [client, line] of [
      [other, cartId],
      [owner, uuidv7()],
    ] as const) {
      const res = await updateCartItem(client, line, 5)
      expect(res.status).toBe(404)
      expect(res.body.msg).toBe('Cart item not found')
    }
    expect(await getCart(owner)).toEqual(theirs)
    cartIn(await deleteCartItem(owner, cartId))
    expect((await updateCartItem(owner, cartId, 5)).status).toBe(404)
  })
})

describe('DELETE delete-cart-item', () => {
  it('removes the line; removing it again answers the cart as it is (a replay)', async () => {
    const client = await buyer()
    const cartId = uuidv7()
    cartIn(await addToCart(client, id.Pens, 2, cartId))
    cartIn(await addToCart(client, id.Paper, 1))
    const res = await deleteCartItem(client, cartId)
    expect(res.body.msg).toBe('Removed from cart')
    const after = cartIn(res)
    expect(after.CartItems.map((l) => l.Name)).toEqual(['Paper'])
    expect(cartIn(await deleteCartItem(client, cartId))).toEqual(after)
  })

  it("answers 404 for a CartID the user never used, and for another user's line, which stays", async () => {
    const owner = await buyer()
    const cartId = uuidv7()
    const theirs = cartIn(await addToCart(owner, id.Pens, 2, cartId))
    for (const [client, line] of [
      [await buyer(), cartId],
      [owner, uuidv7()],
    ] as const) {
      const res = await deleteCartItem(client, line)
      expect(res.status).toBe(404)
      expect(res.body.msg).toBe('Cart item not found')
    }
    expect(await getCart(owner)).toEqual(theirs)
  })

  it('refuses a CartID that is not a UUID', async () => {
    const res = await deleteCartItem(await buyer(), 'x')
    expect(res.status).toBe(400)
  })
})

describe('GET get-cart', () => {
  it('is empty at first', async () => {
    expect(await getCart(await buyer())).toEqual({
      CartItems: [],
      Totals: { Subtotal: 0, GstByRate: [], Gst: 0, Total: 0 },
      ItemCount: 0,
      HasChanges: false,
    })
  })

  it('keeps the price a line was added at and flags price, stock and availability changes', async () => {
    const manager = await signedIn(t, 'catalogue_manager')
    const fresh = async (extra: Record<string, unknown> = {}) =>
      (await addProduct(manager, categoryId, { Price: 100, Stock: 10, TaxPercentage: 18, ...extra })).ProductID
    const [repriced, short, retired, gone, cut] = [
      await fresh(),
      await fresh(),
      await fresh(),
      await fresh(),
      await fresh({ UnitsofMeasurement: 'uom', Stock: 3 }),
    ]
    const client = await buyer()
    for (const [product, quantity] of [
      [repriced, 2],
      [short, 5],
      [retired, 1],
      [gone, 1],
      [cut, 2.5],
    ] as const) {
      cartIn(await addToCart(client, product, quantity))
    }
    expect((await getCart(client)).HasChanges).toBe(false)
    await editProduct(manager, repriced, { Price: 110 })
    await setStock(manager, short, 4)
    await editProduct(manager, retired, { Status: 'Inactive' })
    await manager.send('DELETE', 'delete-product', { ProductID: gone })
    await setStock(manager, cut, 2)
    const cart = await getCart(client)
    expect(
      cart.CartItems.map((l) => [l.UnitPrice, l.CurrentPrice, l.PriceChanged, l.StockShort, l.Unavailable]),
    ).toEqual([
      [100, 110, true, false, false],
      [100, 100, false, true, false],
      [100, 100, false, false, true],
      [100, 100, false, false, true],
      // 2.5 m takes 3 whole units of stock
      [100, 100, false, true, false],
    ])
    expect(cart.HasChanges).toBe(true)
    expect(cart.Totals.Subtotal).toBe(100 * (2 + 5 + 1 + 1 + 2.5))
  })

  it('is per user', async () => {
    const first = await buyer()
    cartIn(await addToCart(first, id.Pens, 1))
    expect((await getCart(await buyer())).CartItems).toEqual([])
  })
})
