import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dataOf, refused } from '../approvals/approval-fixtures'
import { addCategory, addProduct, signedIn } from '../catalogue/catalogue-fixtures'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPartner, detailOf, linkOf, type RfqWorld, rfqBody, rfqWorld, supplierViewOf } from './rfq-fixtures'

// What the create form needs beyond the rules of rules.test.ts: catalogue items (a product of the
// tenant only), attachments (files uploaded with add-po-document, opened by partners through their
// link), and the partners suggested by the items' categories.

let t: TestApp
let world: RfqWorld
let elsewhere: { id: string; domain: string }
beforeAll(async () => {
  t = await createTestApp()
  world = await rfqWorld(t)
  elsewhere = { id: await t.createTenant('Elsewhere Traders', ['elsewhere.test']), domain: 'elsewhere.test' }
})
afterAll(() => t.close())

const rfqCount = async () => Number((await world.buyer.client.get('get-all-rfq')).body.recordsTotal)
const pdf = (text: string) =>
  `data:application/pdf;base64,${Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`).toString('base64')}`

async function upload(client: ApiClient, text: string): Promise<string> {
  const res = await client.post('add-po-document', { Document: pdf(text) })
  return v.parse(v.object({ DocumentPath: v.string() }), dataOf(res)).DocumentPath
}

const catalogueItem = (productId: number, extra: Record<string, unknown> = {}) => ({
  productId,
  product: 'From the catalogue',
  quantity: 5,
  UOMID: world.unit,
  ...extra,
})

describe('items from the catalogue', () => {
  it('stores the product of each catalogue item beside free-text items, and reads it back', async () => {
    const product = await addProduct(world.admin.client, (await addCategory(world.admin.client)).CategoryID)
    const body = rfqBody(t, world, {
      items: [catalogueItem(product.ProductID), { product: 'Free text', quantity: 1, UOMID: world.unit }],
    })
    const saved = detailOf(await world.buyer.client.post('request-for-quotation', body))
    expect(saved.items.map((i) => [i.productId, i.product])).toEqual([
      [product.ProductID, 'From the catalogue'],
      [null, 'Free text'],
    ])
    const read = detailOf(await world.buyer.client.get(`view-rfq-by-id?RFQID=${saved.RFQID}`))
    expect(read.items[0]?.productId).toBe(product.ProductID)
  })

  it("refuses another tenant's product (or none) with 400 on the item, and writes nothing", async () => {
    const admin = await signedIn(t, 'admin', elsewhere)
    const theirs = await addProduct(admin, (await addCategory(admin)).CategoryID)
    for (const productId of [theirs.ProductID, 987_654_321]) {
      const before = await rfqCount()
      const body = rfqBody(t, world, { items: [catalogueItem(productId)] })
      const res = await world.buyer.client.post('request-for-quotation', body)
      refused(res, 400, 'Unknown product')
      expect(res.body.errors).toEqual({ 'items.0.productId': ['Unknown product'] })
      expect(await rfqCount()).toBe(before)
      refused(await world.buyer.client.get(`view-rfq-by-id?RFQID=${body.RFQID}`), 404)
    }
  })

  it('refuses a product id that is not a positive whole number', async () => {
    const res = await world.buyer.client.post('request-for-quotation', rfqBody(t, world, { items: [catalogueItem(0)] }))
    refused(res, 400, 'Invalid product ID')
  })
})

describe('attachments (the PO line file rules)', () => {
  it('takes files uploaded with add-po-document, shows them on the RFQ and to partners, who open them by their link', async () => {
    const spec = await upload(world.buyer.client, `drawing ${Date.now()}`)
    const sent = detailOf(
      await world.buyer.client.post('request-for-quotation', rfqBody(t, world, { attachments: [spec], send: true })),
    )
    expect(sent.attachments).toEqual([spec])
    const [partner] = world.partners
    if (!partner) throw new Error('fixture')
    const link = linkOf(t, partner.email)
    const partnerClient = t.client()
    const view = supplierViewOf(
      await partnerClient.get(`rfq-response?RFQID=${link.RFQID}&token=${encodeURIComponent(link.token)}`),
    )
    expect(view.attachments).toEqual([spec])

    const name = spec.slice(spec.lastIndexOf('/') + 1)
    const open = (token: string, file = name) =>
      t.app.request(`/api/rfq-attachment?RFQID=${link.RFQID}&token=${encodeURIComponent(token)}&name=${file}`, {
        headers: { Domain: 'localhost', Host: 'localhost' },
      })
    const res = await open(link.token)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/pdf')
    expect((await res.text()).startsWith('%PDF-1.4\ndrawing')).toBe(true)

    // Without a session the staff path answers 404; a tampered token is 403; a file not attached is 404.
    expect((await t.app.request(spec, { headers: { Host: 'localhost' } })).status).toBe(404)
    const tampered = await open(`${link.token.slice(0, -2)}xx`)
    expect(tampered.status).toBe(403)
    expect(await tampered.json()).toMatchObject({ status: false })
    const other = await upload(world.buyer.client, `not attached ${Date.now()}`)
    const notAttached = await open(link.token, other.slice(other.lastIndexOf('/') + 1))
    expect(notAttached.status).toBe(404)
    expect(await notAttached.json()).toEqual({
      status: false,
      msg: 'This file is not attached to the request for quotation',
    })
    expect((await open(link.token, 'drawing.pdf')).status).toBe(400)
  })

  it("refuses a path never uploaded, another tenant's file or an outside URL, with 400 and nothing written", async () => {
    const theirs = await upload(await signedIn(t, 'buyer', elsewhere), `theirs ${Date.now()}`)
    const cases: Array<[string, string]> = [
      [theirs, 'Attach a file uploaded with add-po-document'],
      [theirs.replace(/[a-f0-9]{64}/, 'e'.repeat(64)), 'Attach a file uploaded with add-po-document'],
      ['https://evil.example/spec.pdf', 'DocumentPath must be a file uploaded with add-po-document'],
    ]
    for (const [path, msg] of cases) {
      const before = await rfqCount()
      refused(
        await world.buyer.client.post('request-for-quotation', rfqBody(t, world, { attachments: [path] })),
        400,
        msg,
      )
      expect(await rfqCount()).toBe(before)
    }
  })

  it('refuses more than 10 attachments', async () => {
    const file = await upload(world.buyer.client, `many ${Date.now()}`)
    const res = await world.buyer.client.post(
      'request-for-quotation',
      rfqBody(t, world, { attachments: Array.from({ length: 11 }, () => file) }),
    )
    refused(res, 400, 'An RFQ can have at most 10 attachments')
  })
})

describe('suggested partners', () => {
  it("are the Active partners of any item's category, by name, never another tenant's", async () => {
    const first = await addCategory(world.admin.client)
    const second = await addCategory(world.admin.client)
    const bolt = await addProduct(world.admin.client, first.CategoryID)
    const nut = await addProduct(world.admin.client, second.CategoryID)
    const both = await addPartner(t, { categoryIds: [first.CategoryID, second.CategoryID] })
    const onlySecond = await addPartner(t, { categoryIds: [second.CategoryID] })
    await addPartner(t, { categoryIds: [first.CategoryID], status: 'Inactive' })
    await addPartner(t, { categoryIds: [first.CategoryID], tenantId: elsewhere.id })
    const suggested = async (query: string) =>
      (
        dataOf(await world.buyer.client.get(`get-rfq-suggested-partners?${query}`)) as Array<{ supplierId: string }>
      ).map((p) => p.supplierId)
    expect(await suggested(`productId=${bolt.ProductID}`)).toEqual([both.id])
    const byName = [both, onlySecond].sort((a, b) => a.name.localeCompare(b.name)).map((p) => p.id)
    expect(await suggested(`productId=${bolt.ProductID}&productId=${nut.ProductID}`)).toEqual(byName)
    expect(await suggested(`productId=${bolt.ProductID},${nut.ProductID}`)).toEqual(byName)
  })

  it("suggests nobody for another tenant's product, and refuses a bad product id", async () => {
    const admin = await signedIn(t, 'admin', elsewhere)
    const theirs = await addProduct(admin, (await addCategory(admin)).CategoryID)
    expect(dataOf(await world.buyer.client.get(`get-rfq-suggested-partners?productId=${theirs.ProductID}`))).toEqual([])
    refused(await world.buyer.client.get('get-rfq-suggested-partners?productId=abc'), 400, 'Invalid product ID')
    // Beyond a product id's integer column: refused, not a database error.
    refused(await world.buyer.client.get('get-rfq-suggested-partners?productId=9999999999'), 400, 'Invalid product ID')
  })
})
