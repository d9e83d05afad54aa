import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addCategory, addProduct, orderIn, placeOrder, productById, signedIn, stockOf } from '../shop/shop-fixtures'
import { formBody, movements } from './stock-fixtures'

let t: TestApp
let manager: ApiClient
let warehouse: ApiClient
let categoryId: number
let categoryCode: string
beforeAll(async () => {
  t = await createTestApp()
  manager = await signedIn(t, 'catalogue_manager')
  warehouse = await signedIn(t, 'warehouse')
  const category = await addCategory(manager)
  categoryId = category.CategoryID
  categoryCode = category.CategoryCode
})
afterAll(() => t.close())

const product = async (extra: Record<string, unknown> = {}) =>
  (await addProduct(manager, categoryId, { Price: 10, Stock: 50, ...extra })).ProductID

/** A movement as the history table shows it: kind, change, resulting stock. */
const brief = (m: { Kind: string; Delta: number; StockAfter: number }) => [m.Kind, m.Delta, m.StockAfter]

describe('issue 10.3: a stale product form cannot undo stock taken by an order', () => {
  it('saving a form loaded before a checkout keeps the stock the order took, and the history shows the order', async () => {
    const id = await product()
    const form = await productById(manager, id)
    expect(form.Stock).toBe(50)
    const buyer = await signedIn(t, 'buyer')
    const order = await placeOrder(buyer, [[id, 4]])
    expect(await stockOf(manager, id)).toBe(46)

    const saved = await manager.post('update-product', formBody(form, { Description: 'Now with a clip' }))
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.data).toMatchObject({ Description: 'Now with a clip', Stock: 46, Version: 2 })
    expect(await stockOf(manager, id)).toBe(46)

    const history = await movements(manager, id)
    expect(history.map(brief)).toEqual([
      ['order', -4, 46],
      ['initial', 50, 50],
    ])
    expect(history[0]).toMatchObject({ OrderNumber: order.OrderNumber, Reason: null })
  })

  it('a client written to the spec (no Version) that sends another Stock changes everything but stock', async () => {
    const id = await product()
    const { Version: _version, ...body } = formBody(await productById(manager, id), { Stock: 999, Name: 'Renamed' })
    const res = await manager.post('update-product', body)
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ Name: 'Renamed', Stock: 50 })
    expect((await movements(manager, id)).map(brief)).toEqual([['initial', 50, 50]])
  })

  it('a CSV import of a file exported before an order leaves that stock alone and says so', async () => {
    const id = await product()
    const p = await productById(manager, id)
    await placeOrder(await signedIn(t, 'buyer'), [[id, 4]])
    const dry = await manager.post('import-products', { csv: `SKU,Stock\n${p.SKU},50\n`, dryRun: true })
    expect(dry.body.msg).toMatch(
      /An import does not change the stock of existing products \(1 row gives another figure\)/,
    )
    const csv = [
      'SKU,Name,Description,CategoryCode,Price,Stock,DeliveryLeadTime,UnitsofMeasurement,TaxPercentage',
      `${p.SKU},${p.Name},Imported words,${categoryCode},10,50,0,pieces,18`,
      `NEW-${p.SKU},Imported pen,,${categoryCode},10,7,0,pieces,18`,
    ].join('\n')
    const res = await manager.post('import-products', { csv, dryRun: false })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.msg).toBe(
      'Import finished: 1 created, 1 updated. An import does not change the stock of existing products (1 row gives another figure): use Adjust stock on the product',
    )
    expect(await productById(manager, id)).toMatchObject({ Description: 'Imported words', Stock: 46 })
    expect((await movements(manager, id)).map(brief)).toEqual([
      ['order', -4, 46],
      ['initial', 50, 50],
    ])
    const list = await manager.get(`get-all-products?search_txt=NEW-${p.SKU}`)
    const created = (list.body.data as Array<{ ProductID: number; Stock: number }>)[0]
    expect(created?.Stock).toBe(7)
    expect((await movements(manager, created?.ProductID ?? 0)).map(brief)).toEqual([['import', 7, 7]])
  })
})

describe('orders record the stock they move', () => {
  it('a checkout records one movement per line and a cancel returns it as another', async () => {
    const pens = await product()
    const paper = await product({ Stock: 20, UnitsofMeasurement: 'uom' })
    const buyer = await signedIn(t, 'buyer')
    const order = await placeOrder(buyer, [
      [pens, 4],
      [paper, 2.5],
    ])
    expect((await movements(warehouse, paper)).map(brief)).toEqual([
      ['order', -3, 17],
      ['initial', 20, 20],
    ])
    const cancelled = orderIn(await buyer.post('update-order-status', { OrderID: order.OrderID, Status: 'Cancelled' }))
    expect(cancelled.Status).toBe('Cancelled')
    const history = await movements(warehouse, pens)
    expect(history.map(brief)).toEqual([
      ['order-cancel', 4, 50],
      ['order', -4, 46],
      ['initial', 50, 50],
    ])
    expect(history.slice(0, 2).map((m) => [m.OrderID, m.OrderNumber])).toEqual([
      [order.OrderID, order.OrderNumber],
      [order.OrderID, order.OrderNumber],
    ])
    expect(await stockOf(manager, pens)).toBe(50)
  })

  it('links the order only for a reader who may open it; the number is always shown', async () => {
    const id = await product()
    const order = await placeOrder(await signedIn(t, 'buyer'), [[id, 1]])
    const [asManager] = await movements(manager, id)
    const [asWarehouse] = await movements(warehouse, id)
    expect(asManager).toMatchObject({ OrderID: null, OrderNumber: order.OrderNumber })
    expect(asWarehouse).toMatchObject({ OrderID: order.OrderID, OrderNumber: order.OrderNumber })
  })
})
