import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PO_DOCUMENT_PATH_RE } from '../../src/shared/po-document'
import { pngDataUrl, signedIn } from './catalogue/catalogue-fixtures'
import type { ApiClient } from './helpers/api-client'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp
let buyer: ApiClient
let stranger: ApiClient
let documentPath: string

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\nissue-10.8\n')
const pdfDataUrl = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`

async function upload(client: ApiClient, bytes: Buffer): Promise<string> {
  const res = await client.post('add-po-document', { Document: pdfDataUrl(bytes) })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(v.object({ DocumentPath: v.pipe(v.string(), v.regex(PO_DOCUMENT_PATH_RE)) }), res.body.data)
    .DocumentPath
}

/** A GET of a file as a browser tab makes it: the tenant's host, and the session cookie when signed in. */
async function open(filePath: string, options: { host?: string; client?: ApiClient; etag?: string } = {}) {
  const headers: Record<string, string> = { Host: options.host ?? 'localhost' }
  if (options.client) headers.Cookie = options.client.cookieHeader()
  if (options.etag) headers['If-None-Match'] = options.etag
  const res = await t.app.request(filePath, { headers })
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
}

beforeAll(async () => {
  t = await createTestApp()
  buyer = await signedIn(t, 'buyer')
  const elsewhere = await t.createTenant('Elsewhere Traders', ['elsewhere.test'])
  stranger = await signedIn(t, 'buyer', { id: elsewhere, domain: 'elsewhere.test' })
  documentPath = await upload(buyer, PDF)
})
afterAll(() => t.close())

describe('issue 10.8: PO documents only for signed-in users of the owning tenant', () => {
  it('serves the document to another signed-in user of the tenant, privately cached, with a 304 by ETag', async () => {
    const approver = await signedIn(t, 'approver')
    const file = await open(documentPath, { client: approver })
    expect(file.status).toBe(200)
    expect(file.bytes.equals(PDF)).toBe(true)
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    const cache = file.headers.get('Cache-Control') ?? ''
    expect(cache).toMatch(/^private\b/)
    expect(cache).not.toMatch(/public|immutable/)
    const etag = file.headers.get('ETag') ?? ''
    expect((await open(documentPath, { client: approver, etag })).status).toBe(304)
    // Our own client's fetch names the tenant in the Domain header instead of the host.
    const res = await t.app.request(documentPath, { headers: { Domain: 'localhost', Cookie: approver.cookieHeader() } })
    expect(res.status).toBe(200)
  })

  it('answers 404 signed out, exactly as for a name that was never stored', async () => {
    const missing = documentPath.replace(/[a-f0-9]{64}/, '0'.repeat(64))
    const signedOut = await open(documentPath)
    const neverStored = await open(missing, { client: buyer })
    expect(signedOut.status).toBe(404)
    expect(neverStored.status).toBe(404)
    expect(signedOut.bytes.toString()).toBe(neverStored.bytes.toString())
    expect(signedOut.headers.get('Cache-Control')).toBe('no-store')
  })

  it('answers 404 to a signed-in user of another tenant, on their host or on this one', async () => {
    expect((await open(documentPath, { client: stranger, host: 'elsewhere.test' })).status).toBe(404)
    expect((await open(documentPath, { client: stranger })).status).toBe(404)
  })

  it('gives another tenant that uploads the same bytes its own copy, without opening the first', async () => {
    const theirs = await upload(stranger, PDF)
    expect((await open(theirs, { client: stranger, host: 'elsewhere.test' })).status).toBe(200)
    expect((await open(documentPath, { client: buyer })).status).toBe(200)
    expect((await open(theirs, { client: buyer, host: 'elsewhere.test' })).status).toBe(404)
  })

  it('never serves a document from the public /files route, where it used to be', async () => {
    const name = documentPath.split('/').at(-1) ?? ''
    for (const old of [`/files/po-documents/${name}`, `/files/docs/../po-documents/${name}`]) {
      expect((await open(old)).status).toBe(404)
      expect((await open(old, { client: buyer })).status).toBe(404)
    }
  })

  it('keeps product images public with the one-year immutable cache', async () => {
    const manager = await signedIn(t, 'catalogue_manager')
    const res = await manager.post('add-product-image', { ProductImage: await pngDataUrl(16, 16) })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { ProductImagePath } = res.body.data as { ProductImagePath: string }
    const file = await open(ProductImagePath)
    expect(file.status).toBe(200)
    expect(file.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
  })
})
