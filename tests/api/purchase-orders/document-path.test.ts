import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PO_DOCUMENT_PATH_MESSAGE } from '../../../src/shared/po-document'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, lineBody, poBody, poById, poIn, signedIn, unitIds } from './po-fixtures'

let t: TestApp
let buyer: ApiClient
let vendorId: string
let unit: number
let ours: string
let theirs: string

const pdf = (text: string) =>
  `data:application/pdf;base64,${Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`).toString('base64')}`
const DocumentPathOf = v.object({ DocumentPath: v.string() })

async function upload(client: ApiClient, text: string): Promise<string> {
  const res = await client.post('add-po-document', { Document: pdf(text) })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(DocumentPathOf, res.body.data).DocumentPath
}

beforeAll(async () => {
  t = await createTestApp()
  buyer = await signedIn(t, 'buyer')
  vendorId = (await addVendor(t)).id
  unit = (await unitIds(buyer)).Nos ?? 0
  ours = await upload(buyer, 'ours')
  const elsewhere = await t.createTenant('Elsewhere Traders', ['elsewhere.test'])
  theirs = await upload(await signedIn(t, 'buyer', { id: elsewhere, domain: 'elsewhere.test' }), 'theirs')
})
afterAll(() => t.close())

const withDocument = (DocumentPath: unknown) =>
  poBody(vendorId, unit, { products: [lineBody(unit), lineBody(unit, { Particular: 'Nut', DocumentPath })] })

const refused = (): Array<[string, () => string]> => [
  ['a javascript: URL', () => 'javascript:alert(document.cookie)'],
  ['an outside URL', () => 'https://evil.example/invoice.pdf'],
  ['a path out of the files folder', () => '../../server/main.ts'],
  ['the old public path of our own file', () => ours.replace('/files/docs/', '/files/po-documents/')],
  ['a well-formed path never uploaded', () => ours.replace(/[a-f0-9]{64}/, 'f'.repeat(64))],
  ["another tenant's file", () => theirs],
]

describe('issue 10.9 DocumentPath accepts only files this server stored for the tenant', () => {
  it.each(refused())('add-po refuses %s with 400 on the field, and saves nothing', async (_label, path) => {
    const body = withDocument(path())
    const res = await addPo(buyer, body)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({
      status: false,
      msg: PO_DOCUMENT_PATH_MESSAGE,
      errors: { 'products.1.DocumentPath': [PO_DOCUMENT_PATH_MESSAGE] },
    })
    expect((await buyer.get(`get-po-by-id?poId=${body.poId}`)).status).toBe(404)
  })

  it.each(refused())('update-po refuses %s with 400, and the Draft stays as it was', async (_label, path) => {
    const draft = poIn(await addPo(buyer, withDocument(null)))
    const res = await buyer.post('update-po', { ...withDocument(path()), poId: draft.poId, version: draft.version })
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({ 'products.1.DocumentPath': [PO_DOCUMENT_PATH_MESSAGE] })
    expect(await poById(buyer, draft.poId)).toEqual(draft)
  })

  it('takes the path add-po-document gave this tenant, and keeps it through an edit', async () => {
    const po = poIn(await addPo(buyer, withDocument(ours)))
    expect(po.products.map((p) => p.DocumentPath)).toEqual([null, ours])
    const edited = poIn(await buyer.post('update-po', { ...withDocument(ours), poId: po.poId, version: po.version }))
    expect(edited.products[1]?.DocumentPath).toBe(ours)
  })
})
