import { count, sum } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../../server/db/schema/catalogue'
import { stockMovements } from '../../../server/db/schema/stock-movements'
import type { Role } from '../../../src/shared/roles'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addCategory, addProduct, productById, signedIn, stockOf } from '../shop/shop-fixtures'
import { adjust, adjusted, formBody, historyOf, movements } from './stock-fixtures'

const OTHER = { domain: 'other-stock.test', id: '' }
let t: TestApp
let manager: ApiClient
let categoryId: number
beforeAll(async () => {
  t = await createTestApp()
  OTHER.id = await t.createTenant('Other Stock', [OTHER.domain])
  manager = await signedIn(t, 'catalogue_manager')
  categoryId = (await addCategory(manager)).CategoryID
})
afterAll(() => t.close())

const product = async (Stock = 40) => (await addProduct(manager, categoryId, { Price: 10, Stock })).ProductID

/** The stock and the number of movements: what a refused adjustment must leave as it was. */
const state = async (id: number) => [await stockOf(manager, id), (await movements(manager, id)).length]

describe('POST adjust-product-stock', () => {
  it.each([
    ['adds received goods', { Delta: 5, Reason: 'Received' }, 5, 45],
    ['adds a customer return', { Delta: 1, Reason: 'Returned' }, 1, 41],
    ['removes damaged units', { Delta: -3, Reason: 'Damaged' }, -3, 37],
    ['removes every unit', { Delta: -40, Reason: 'Correction' }, -40, 0],
    ['sets a counted figure below the stock', { CountedStock: 28, Reason: 'Counted' }, -12, 28],
    ['sets a counted figure above the stock', { CountedStock: 52, Reason: 'Correction' }, 12, 52],
    ['records a count that confirms the stock', { CountedStock: 40, Reason: 'Counted' }, 0, 40],
  ])('%s, recorded as an adjustment with its reason and note', async (_case, change, delta, after) => {
    const id = await product()
    const res = await adjust(manager, { ProductID: id, Note: ' shelf B ', ...change })
    expect(res.body.msg).toBe('Stock adjusted')
    expect(adjusted(res)).toMatchObject({ Stock: after, Version: 1 })
    const [latest] = await movements(manager, id)
    expect(latest).toMatchObject({
      Kind: 'adjustment',
      Delta: delta,
      StockAfter: after,
      Reason: change.Reason,
      Note: 'shelf B',
      OrderID: null,
    })
    expect(latest?.By).toMatch(/^Test user\d+@demo\.local$/)
  })

  it('refuses to take stock below 0 with 409 naming the field, and changes nothing', async () => {
    const id = await product(3)
    const before = await state(id)
    const res = await adjust(manager, { ProductID: id, Delta: -4, Reason: 'Damaged' })
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({
      status: false,
      msg: 'Only 3 in stock: you cannot remove 4',
      errors: { Delta: ['Only 3 in stock: you cannot remove 4'] },
    })
    expect(await state(id)).toEqual(before)
  })

  it.each([
    [
      'neither a quantity nor a count',
      { Reason: 'Received' },
      'Give either a quantity to add or remove, or the counted stock',
    ],
    [
      'both a quantity and a count',
      { Delta: 1, CountedStock: 3, Reason: 'Correction' },
      'Give either a quantity to add or remove, or the counted stock',
    ],
    ['a quantity of 0', { Delta: 0, Reason: 'Received' }, 'Enter a quantity other than 0'],
    ['a fractional quantity', { Delta: 1.5, Reason: 'Received' }, 'Quantity must be a whole number'],
    ['a quantity as text', { Delta: '5', Reason: 'Received' }, 'Quantity must be a whole number'],
    ['a huge quantity', { Delta: 2e9, Reason: 'Received' }, 'Quantity is too large'],
    ['a negative count', { CountedStock: -1, Reason: 'Counted' }, 'Counted stock cannot be negative'],
    ['no reason', { Delta: 2 }, 'Reason must be one of Received, Returned, Damaged, Counted, Correction'],
    [
      'an unknown reason',
      { Delta: 2, Reason: 'Stolen' },
      'Reason must be one of Received, Returned, Damaged, Counted, Correction',
    ],
    ['damage that adds', { Delta: 2, Reason: 'Damaged' }, 'This reason does not fit this change'],
    ['a receipt that removes', { Delta: -2, Reason: 'Received' }, 'This reason does not fit this change'],
    ['a count given as received', { CountedStock: 9, Reason: 'Received' }, 'This reason does not fit this change'],
    [
      'a note over 500 characters',
      { Delta: 1, Reason: 'Received', Note: 'x'.repeat(501) },
      'Note must be at most 500 characters',
    ],
    ['a bad product id', { ProductID: 'abc', Delta: 1, Reason: 'Received' }, 'Invalid product ID'],
  ])('refuses %s with 400 and changes nothing', async (_case, change, msg) => {
    const id = await product()
    const before = await state(id)
    const res = await adjust(manager, { ProductID: id, ...change })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg })
    expect(await state(id)).toEqual(before)
  })

  it.each<Role>(['buyer', 'warehouse', 'approver'])('is 403 for a %s, with nothing changed', async (role) => {
    const id = await product()
    const before = await state(id)
    const res = await adjust(await signedIn(t, role), { ProductID: id, Delta: 5, Reason: 'Received' })
    expect(res.status).toBe(403)
    expect(await state(id)).toEqual(before)
  })

  it('lets an admin adjust', async () => {
    const id = await product()
    expect(
      adjusted(await adjust(await signedIn(t, 'admin'), { ProductID: id, Delta: 2, Reason: 'Received' })).Stock,
    ).toBe(42)
  })

  it('is 404 for a product of another tenant, an unknown one and a deleted one, with nothing changed', async () => {
    const id = await product()
    const before = await state(id)
    const other = await signedIn(t, 'catalogue_manager', OTHER)
    const foreign = await adjust(other, { ProductID: id, Delta: 5, Reason: 'Received' })
    expect(foreign.status).toBe(404)
    expect(foreign.body).toEqual({ status: false, msg: 'Product not found' })
    expect((await historyOf(other, id)).status).toBe(404)
    expect(await state(id)).toEqual(before)
    expect((await adjust(manager, { ProductID: 987_654, Delta: 1, Reason: 'Received' })).status).toBe(404)
    await manager.send('DELETE', 'delete-product', { ProductID: id })
    expect((await adjust(manager, { ProductID: id, Delta: 1, Reason: 'Received' })).status).toBe(404)
    expect((await historyOf(manager, id)).status).toBe(404)
  })

  it('applies once when replayed with the same Idempotency-Key; another body with that key is 422', async () => {
    const id = await product()
    const options = { headers: { 'Idempotency-Key': `adjust-${id}-once` } }
    const body = { ProductID: id, Delta: 5, Reason: 'Received' }
    const first = await adjust(manager, body, options)
    const replay = await adjust(manager, body, options)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(replay.body).toEqual(first.body)
    expect(await stockOf(manager, id)).toBe(45)
    expect((await movements(manager, id)).length).toBe(2)
    expect((await adjust(manager, { ...body, Delta: 6 }, options)).status).toBe(422)
    expect(await stockOf(manager, id)).toBe(45)
  })

  it('leaves the version alone, so a form opened before the adjustment saves and keeps the adjusted stock', async () => {
    const id = await product()
    const form = await productById(manager, id)
    adjusted(await adjust(manager, { ProductID: id, CountedStock: 33, Reason: 'Counted' }))
    const saved = await manager.post('update-product', formBody(form, { Name: 'Saved after a count' }))
    expect(saved.status).toBe(200)
    expect(saved.body.data).toMatchObject({ Name: 'Saved after a count', Stock: 33, Version: 2 })
  })
})

describe('GET get-product-stock-history', () => {
  it('lists movements newest first, a page at a time, with the totals', async () => {
    const id = await product(10)
    for (const Delta of [1, 2, 3, 4]) adjusted(await adjust(manager, { ProductID: id, Delta, Reason: 'Received' }))
    const res = await historyOf(manager, id, { start: 1, length: 2 })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: true, recordsTotal: 5, recordsFiltered: 5 })
    expect((res.body.data as Array<{ Delta: number; StockAfter: number }>).map((m) => [m.Delta, m.StockAfter])).toEqual(
      [
        [3, 16],
        [2, 13],
      ],
    )
  })

  it.each<[Role, number]>([
    ['warehouse', 200],
    ['admin', 200],
    ['buyer', 403],
    ['approver', 403],
  ])('answers a %s with %i', async (role, status) => {
    const id = await product()
    expect((await historyOf(await signedIn(t, role), id)).status).toBe(status)
  })

  it.each([
    ['no product id', 'get-product-stock-history'],
    ['a page longer than 100', 'get-product-stock-history?ProductID=1&iDisplayLength=101'],
    ['a negative start', 'get-product-stock-history?ProductID=1&iDisplayStart=-1'],
  ])('refuses %s with 400', async (_case, path) => {
    const res = await manager.get(path)
    expect(res.status).toBe(400)
    expect(res.body.status).toBe(false)
  })
})

describe('no input makes adjust-product-stock fail with a 5xx or change stock on a 4xx', () => {
  /** Every product's stock and every movement: what a refused request must leave as it was. */
  const snapshot = async () => {
    const [p] = await t.db.select({ stock: sum(products.stock) }).from(products)
    const [m] = await t.db.select({ n: count() }).from(stockMovements)
    return JSON.stringify([p, m])
  }
  const field = (valid: fc.Arbitrary<unknown>, wrong: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: wrong, weight: 3 }, { arbitrary: fc.jsonValue(), weight: 1 })

  it('near-valid payloads and any JSON value', async () => {
    const id = await product(5)
    const body = fc.oneof(
      fc.record(
        {
          ProductID: field(fc.constant(id), fc.constantFrom(0, -1, 'abc', 1e12, 987_654, null)),
          Delta: field(fc.integer({ min: -10, max: 10 }), fc.constantFrom(1.5, 'x', 2e9, -2e9, null)),
          CountedStock: field(fc.nat({ max: 20 }), fc.constantFrom(-1, 0.5, 'x', 2e9)),
          Reason: field(fc.constantFrom('Received', 'Damaged', 'Counted', 'Correction'), fc.string({ maxLength: 12 })),
          Note: field(fc.string({ maxLength: 20 }), fc.string({ minLength: 501, maxLength: 600 })),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    )
    await fc.assert(
      fc.asyncProperty(body, async (input) => {
        const before = await snapshot()
        const res = await adjust(manager, input)
        const context = JSON.stringify(input).slice(0, 300)
        expect(res.status, context).toBeLessThan(500)
        if (res.status >= 400) {
          expect(res.body.status, context).toBe(false)
          expect(typeof res.body.msg, context).toBe('string')
          expect(await snapshot(), context).toBe(before)
        }
      }),
      { seed: 20_261_003, numRuns: 60 },
    )
  })
})
