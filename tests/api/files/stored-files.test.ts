import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importLegacyFiles } from '../../../server/lib/legacy-files'
import { PRODUCT_IMAGE_PATH_RE } from '../../../src/shared/image-data-url'
import { PO_DOCUMENT_PATH_RE } from '../../../src/shared/po-document'
import { addCategory, addProduct, pngDataUrl, productBody, signedIn } from '../catalogue/catalogue-fixtures'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'

let t: TestApp
let manager: ApiClient
let buyer: ApiClient
let otherManager: ApiClient
let imagePath: string
let documentPath: string
const PDF = Buffer.from(`%PDF-1.4\n${'0123456789'.repeat(100)}\n%%EOF\n`)

beforeAll(async () => {
  t = await createTestApp()
  manager = await signedIn(t, 'catalogue_manager')
  buyer = await signedIn(t, 'buyer')
  const elsewhere = await t.createTenant('Elsewhere Traders', ['elsewhere.test'])
  otherManager = await signedIn(t, 'catalogue_manager', { id: elsewhere, domain: 'elsewhere.test' })
  const image = await manager.post('add-product-image', { ProductImage: await pngDataUrl(40, 30, '#123456') })
  imagePath = v.parse(
    v.object({ ProductImagePath: v.pipe(v.string(), v.regex(PRODUCT_IMAGE_PATH_RE)) }),
    image.body.data,
  ).ProductImagePath
  const doc = await buyer.post('add-po-document', { Document: `data:application/pdf;base64,${PDF.toString('base64')}` })
  documentPath = v.parse(
    v.object({ DocumentPath: v.pipe(v.string(), v.regex(PO_DOCUMENT_PATH_RE)) }),
    doc.body.data,
  ).DocumentPath
})
afterAll(() => t.close())

const get = async (filePath: string, headers: Record<string, string> = {}) => {
  const res = await t.app.request(filePath, { headers: { Host: 'localhost', ...headers } })
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}

describe('issue 17: files live in the database, per tenant', () => {
  it('serves a product image to the tenant it was uploaded for, and 404 on another tenant’s host', async () => {
    expect((await get(imagePath)).status).toBe(200)
    expect((await get(imagePath, { Host: 'elsewhere.test' })).status).toBe(404)
  })

  it('refuses another tenant’s product naming an image it never uploaded', async () => {
    const category = await addCategory(otherManager)
    const res = await otherManager.post('add-product', productBody(category.CategoryID, { Images: [imagePath] }))
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg: `The image ${imagePath} was not found; upload it again` })
  })

  it('answers a byte range with 206 and Content-Range, a range past the end with 416', async () => {
    const cookie = { Cookie: buyer.cookieHeader() }
    const whole = await get(documentPath, cookie)
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes')
    const part = await get(documentPath, { ...cookie, Range: 'bytes=10-19' })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe(`bytes 10-19/${PDF.length}`)
    expect(part.bytes).toEqual(PDF.subarray(10, 20))
    const tail = await get(documentPath, { ...cookie, Range: 'bytes=-7' })
    expect(tail.bytes).toEqual(PDF.subarray(PDF.length - 7))
    const past = await get(documentPath, { ...cookie, Range: `bytes=${PDF.length}-` })
    expect(past.status).toBe(416)
    expect(past.headers.get('Content-Range')).toBe(`bytes */${PDF.length}`)
    const stale = await get(documentPath, { ...cookie, Range: 'bytes=0-3', 'If-Range': '"another"' })
    expect(stale.status).toBe(200)
    expect(stale.bytes).toEqual(PDF)
  })

  it('answers 304 to the ETag of a product image, which is its content name', async () => {
    const first = await get(imagePath)
    const etag = first.headers.get('ETag') ?? ''
    expect(etag).toBe(`"${imagePath.split('/').pop()}"`)
    expect((await get(imagePath, { 'If-None-Match': etag })).status).toBe(304)
  })

  it('moves product images left on disk by an older version into the database for the tenants that use them', async () => {
    const category = await addCategory(manager)
    const name = `${'ab'.repeat(32)}.png`
    const filesDir = path.join(mkdtempSync(path.join(tmpdir(), 'legacy-images-')), 'files')
    mkdirSync(path.join(filesDir, 'products'), { recursive: true })
    const png = Buffer.from((await pngDataUrl(8, 8, '#abcdef')).split(',')[1] ?? '', 'base64')
    writeFileSync(path.join(filesDir, 'products', name), png)
    writeFileSync(path.join(filesDir, 'products', `${'ab'.repeat(32)}.thumb.webp`), png)
    writeFileSync(path.join(filesDir, 'products', `${'cd'.repeat(32)}.png`), png)
    const product = await addProduct(manager, category.CategoryID, { Images: [imagePath] })
    const images = JSON.stringify([`/files/products/${name}`])
    await t.db.execute(sql`update products set images = ${images}::jsonb where id = ${product.ProductID}`)
    // The image and its thumbnail go to the one tenant naming them; a file nobody names stays out.
    expect(await importLegacyFiles(t.db, filesDir, pino({ level: 'silent' }), t.clock.now())).toBe(2)
    const served = await get(`/files/products/${name}`)
    expect(served.status).toBe(200)
    expect(served.bytes).toEqual(png)
    expect((await get(`/files/products/${'ab'.repeat(32)}.thumb.webp`)).status).toBe(200)
    expect((await get(`/files/products/${'cd'.repeat(32)}.png`)).status).toBe(404)
  })
})
