import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SearchHit, SearchResultsSchema } from '../../../src/shared/search-schemas'
import { type Person, person, refused } from '../approvals/approval-fixtures'
import { addCategory, addProduct } from '../catalogue/catalogue-fixtures'
import { createTestApp, nextId, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, poBody, poIn, unitIds } from '../purchase-orders/po-fixtures'
import { addPartner, detailOf, passDeadline, rfqBody } from '../rfqs/rfq-fixtures'
import { addToCart, cartIn, createOrder, orderIn } from '../shop/shop-fixtures'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

async function freshTenant() {
  const domain = `find${nextId()}.test`
  const id = await t.createTenant(`Find ${domain}`, [domain])
  return { id, domain }
}

async function hits(p: Person, q: string): Promise<Array<[SearchHit['kind'], string, string]>> {
  const res = await p.client.get(`search?q=${encodeURIComponent(q)}`)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(SearchResultsSchema, res.body.data).hits.map((h) => [h.kind, h.title, h.href])
}

/** A tenant with a "Zircon" product, category, vendor, PO, order and RFQ, and one of each role. */
async function world() {
  const tenant = await freshTenant()
  const manager = await person(t, 'catalogue_manager', tenant)
  const buyer = await person(t, 'buyer', tenant)
  const otherBuyer = await person(t, 'buyer', tenant)
  const approver = await person(t, 'approver', tenant)
  const category = await addCategory(manager.client, { category_name: 'Zircon Tools', category_code: `ZT-${nextId()}` })
  const product = await addProduct(manager.client, category.CategoryID, {
    Name: 'Zircon drill',
    SKU: `ZR-${nextId()}`,
    Stock: 50,
  })
  const hidden = await addProduct(manager.client, category.CategoryID, { Name: 'Zircon saw', Status: 'Inactive' })
  const vendor = await addVendor(t, { tenantId: tenant.id, name: 'Zircon Traders' })
  const unit = (await unitIds(buyer.client)).Nos ?? 1
  const po = poIn(await addPo(buyer.client, poBody(vendor.id, unit, { poId: uuidv7() })))
  cartIn(await addToCart(otherBuyer.client, product.ProductID, 1))
  const order = orderIn(await createOrder(otherBuyer.client))
  const partner = await addPartner(t, { tenantId: tenant.id })
  const rfqWorld = { buyer, admin: buyer, partners: [partner], unit }
  const rfq = detailOf(
    await buyer.client.post('request-for-quotation', rfqBody(t, rfqWorld, { title: 'Zircon sheets' })),
  )
  return { tenant, manager, buyer, otherBuyer, approver, category, product, hidden, vendor, po, order, rfq }
}

describe('search', () => {
  it('finds products, categories, POs by vendor and supply partners for a buyer, not what they may not see', async () => {
    const w = await world()
    expect(await hits(w.buyer, 'zircon')).toEqual([
      ['product', 'Zircon drill', `/Product-Detail/${w.product.ProductID}`],
      ['category', 'Zircon Tools', `/catalogue?category=${w.category.CategoryID}`],
      ['po', w.po.poNumber, `/Manage-PO/Create-PO?id=${w.po.poId}`],
      ['supplier', 'Zircon Traders', `/Manage-Supply-Partner/${w.vendor.id}`],
      ['rfq', w.rfq.rfqNumber, `/Create-New-RFQ?id=${w.rfq.RFQID}`],
    ])
  })

  it('finds RFQs by number or title with their status now for the roles that read them, none for others', async () => {
    const w = await world()
    const rfqHit = async (p: Person, q: string) => {
      const res = await p.client.get(`search?q=${encodeURIComponent(q)}`)
      return v.parse(SearchResultsSchema, res.body.data).hits.filter((h) => h.kind === 'rfq')
    }
    const expected = {
      kind: 'rfq',
      id: w.rfq.RFQID,
      title: w.rfq.rfqNumber,
      subtitle: 'Zircon sheets · Draft',
      href: `/Create-New-RFQ?id=${w.rfq.RFQID}`,
    }
    expect(await rfqHit(w.buyer, w.rfq.rfqNumber)).toEqual([expected])
    expect(await rfqHit(w.approver, 'zircon sh')).toEqual([expected])
    expect(await rfqHit(w.manager, w.rfq.rfqNumber)).toEqual([])
    expect(await rfqHit(await person(t, 'warehouse', w.tenant), 'zircon')).toEqual([])

    const sent = detailOf(await w.buyer.client.post('send-rfq', { RFQID: w.rfq.RFQID }))
    passDeadline(t, sent)
    expect(await rfqHit(w.buyer, 'zircon')).toEqual([{ ...expected, subtitle: 'Zircon sheets · Closed for bids' }])
  })

  it('finds products by SKU and orders by number, each for who may see them', async () => {
    const w = await world()
    expect(await hits(w.buyer, w.product.SKU)).toEqual([
      ['product', 'Zircon drill', `/Product-Detail/${w.product.ProductID}`],
    ])
    const order: [SearchHit['kind'], string, string] = [
      'order',
      w.order.OrderNumber,
      `/order_detail?OrderID=${w.order.OrderID}`,
    ]
    expect(await hits(w.otherBuyer, w.order.OrderNumber)).toEqual([order])
    expect(await hits(w.approver, w.order.OrderNumber)).toEqual([order])
    expect(await hits(w.buyer, w.order.OrderNumber)).toEqual([])
  })

  it('shows a catalogue manager inactive products and the forms, and no POs', async () => {
    const w = await world()
    expect(await hits(w.manager, 'zircon')).toEqual([
      ['product', 'Zircon drill', `/Update-Product/${w.product.ProductID}`],
      ['product', 'Zircon saw', `/Update-Product/${w.hidden.ProductID}`],
      ['category', 'Zircon Tools', `/Update-Category/${w.category.CategoryID}`],
      ['supplier', 'Zircon Traders', `/Manage-Supply-Partner/${w.vendor.id}`],
    ])
  })

  it("finds nothing of another tenant's", async () => {
    await world()
    const stranger = await person(t, 'admin', await freshTenant())
    expect(await hits(stranger, 'zircon')).toEqual([])
  })

  it.each([
    ['', 'Type something to search for'],
    ['q=a', 'Type at least 2 characters'],
    [`q=${'x'.repeat(101)}`, 'Search text is too long'],
    ['q=ab&limit=11', 'limit must be a whole number from 1 to 10'],
    ['q=a%00b', undefined],
  ])('search?%s is 400', async (query, msg) => {
    const user = await person(t, 'buyer')
    const res = await user.client.get(`search?${query}`)
    refused(res, 400, msg)
  })

  it('is 401 signed out', async () => {
    const res = await t.client().get('search?q=zircon')
    expect(res.status).toBe(401)
  })
})
