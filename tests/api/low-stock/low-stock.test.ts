import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LowStockRowSchema, ReorderResultSchema, suggestedQuantity } from '../../../src/shared/low-stock-schemas'
import { person, refused } from '../approvals/approval-fixtures'
import { addCategory, addProduct } from '../catalogue/catalogue-fixtures'
import { createTestApp, nextId, type TestApp } from '../helpers/test-app'
import { addVendor, poById } from '../purchase-orders/po-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

async function freshTenant() {
  const domain = `low${nextId()}.test`
  const id = await t.createTenant(`Low ${domain}`, [domain])
  return { id, domain }
}

/** A tenant with three products, two at or below their reorder level, and a buyer, a manager and two vendors. */
async function shelf() {
  const tenant = await freshTenant()
  const manager = await person(t, 'catalogue_manager', tenant)
  const buyer = await person(t, 'buyer', tenant)
  const category = await addCategory(manager.client)
  const empty = await addProduct(manager.client, category.CategoryID, {
    Name: 'Bolt M8',
    Stock: 0,
    ReorderLevel: 10,
    CostPrice: 4.5,
    TaxPercentage: 18,
  })
  const low = await addProduct(manager.client, category.CategoryID, {
    Name: 'Washer',
    Stock: 5,
    ReorderLevel: 5,
    CostPrice: 1,
  })
  await addProduct(manager.client, category.CategoryID, { Name: 'Nut', Stock: 6, ReorderLevel: 5 })
  const vendors = [await addVendor(t, { tenantId: tenant.id }), await addVendor(t, { tenantId: tenant.id })]
  return { tenant, manager, buyer, empty, low, vendors }
}

const ADDRESSES = { billingAddress: 'Demo, 1 MG Road, Pune', deliveryAddress: 'Warehouse 2, Chakan' }

describe('low stock list', () => {
  it('lists active products at or below their reorder level, biggest shortfall first, with a suggested quantity', async () => {
    const { manager, empty, low } = await shelf()
    const res = await manager.client.get('get-low-stock')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const rows = v.parse(v.array(LowStockRowSchema), res.body.data)
    expect(rows.map((r) => [r.ProductID, r.Stock, r.ReorderLevel, r.SuggestedQuantity, r.Rate])).toEqual([
      [empty.ProductID, 0, 10, 20, 4.5],
      [low.ProductID, 5, 5, 5, 1],
    ])
    expect(res.body).toMatchObject({ recordsTotal: 2, recordsFiltered: 2 })
    const searched = await manager.client.get('get-low-stock?search_txt=wash')
    expect(searched.body).toMatchObject({ recordsTotal: 2, recordsFiltered: 1 })
  })

  it('suggests bringing stock back to twice the reorder level, at least one', () => {
    expect(suggestedQuantity(0, 10)).toBe(20)
    expect(suggestedQuantity(5, 5)).toBe(5)
    expect(suggestedQuantity(0, 0)).toBe(1)
    expect(suggestedQuantity(-3, 2)).toBe(4)
  })

  it('is closed to approvers, and shows another tenant nothing', async () => {
    await shelf()
    const approver = await person(t, 'approver', await freshTenant())
    refused(await approver.client.get('get-low-stock'), 403)
    const stranger = await person(t, 'catalogue_manager', await freshTenant())
    const res = await stranger.client.get('get-low-stock')
    expect(res.body).toMatchObject({ status: true, data: [], recordsTotal: 0 })
    refused(await stranger.client.get('get-low-stock?iDisplayLength=1000'), 400)
  })
})

describe('create-po-from-low-stock', () => {
  it('makes one Draft PO per vendor with the lines filled, and a replay makes nothing new', async () => {
    const { buyer, empty, low, vendors } = await shelf()
    const [first, second] = vendors
    if (!first || !second) throw new Error('two vendors')
    const body = {
      pos: [
        { poId: uuidv7(), vendorId: first.id, lines: [{ ProductID: empty.ProductID, Quantity: 20 }] },
        { poId: uuidv7(), vendorId: second.id, lines: [{ ProductID: low.ProductID, Quantity: 5 }] },
      ],
      ...ADDRESSES,
    }
    const res = await buyer.client.post('create-po-from-low-stock', body)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.msg).toBe('2 Draft POs created')
    const made = v.parse(ReorderResultSchema, res.body.data)
    expect(made.map((m) => [m.vendorName, m.lines])).toEqual([
      [first.name, 1],
      [second.name, 1],
    ])
    const po = await poById(buyer.client, body.pos[0]?.poId ?? '')
    expect(po).toMatchObject({
      status: 'Draft',
      vendorName: first.name,
      deliveryDate: '2026-01-12',
      PoDate: '2026-01-05',
    })
    expect(po.products.map((l) => [l.Particular, l.Quantity, l.BudgetedRate, l.GSTPercentage, l.UOMName])).toEqual([
      ['Bolt M8', 20, 4.5, '18%', 'pcs'],
    ])
    const again = await buyer.client.post('create-po-from-low-stock', body)
    expect(again.status).toBe(200)
    const list = await buyer.client.get('get-all-po?limit=100')
    expect(list.body.recordsTotal).toBe(2)
  })

  it('refuses bad input and roles that do not buy, writing nothing', async () => {
    const { buyer, manager, empty, vendors } = await shelf()
    const vendorId = vendors[0]?.id ?? ''
    const one = (extra: Record<string, unknown> = {}) => ({
      pos: [{ poId: uuidv7(), vendorId, lines: [{ ProductID: empty.ProductID, Quantity: 1 }] }],
      ...ADDRESSES,
      ...extra,
    })
    refused(await manager.client.post('create-po-from-low-stock', one()), 403)
    refused(
      await buyer.client.post('create-po-from-low-stock', one({ pos: [] })),
      400,
      'Choose a vendor for the products',
    )
    refused(await buyer.client.post('create-po-from-low-stock', one({ billingAddress: '' })), 400)
    const twice = one()
    twice.pos.push({ ...twice.pos[0], poId: uuidv7() } as never)
    refused(
      await buyer.client.post('create-po-from-low-stock', twice),
      400,
      'One PO per vendor: a vendor is chosen twice',
    )
    const other = await freshTenant()
    const otherManager = await person(t, 'catalogue_manager', other)
    const foreign = await addProduct(otherManager.client, (await addCategory(otherManager.client)).CategoryID, {
      Stock: 0,
    })
    refused(
      await buyer.client.post(
        'create-po-from-low-stock',
        one({ pos: [{ poId: uuidv7(), vendorId, lines: [{ ProductID: foreign.ProductID, Quantity: 1 }] }] }),
      ),
      404,
    )
    const list = await buyer.client.get('get-all-po')
    expect(list.body.recordsTotal).toBe(0)
  })
})
