import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purchaseOrderLines } from '../../../server/db/schema/purchase-orders'
import { storedFiles } from '../../../server/db/schema/stored-files'
import { importLegacyFiles } from '../../../server/lib/legacy-files'
import { PO_DOCUMENT_PATH_RE } from '../../../src/shared/po-document'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { addPo, addVendor, lineBody, poBody, poById, poIn, signedIn, unitIds } from './po-fixtures'

let t: TestApp
let buyer: ApiClient
let approver: ApiClient

beforeAll(async () => {
  t = await createTestApp()
  buyer = await signedIn(t, 'buyer')
  approver = await signedIn(t, 'approver')
})
afterAll(() => t.close())

const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`
/** The stored file as the uploading buyer's browser gets it (a tab opened on the tenant's host). */
async function opened(client: ApiClient, documentPath: string) {
  const res = await t.app.request(documentPath, { headers: { Host: 'localhost', Cookie: client.cookieHeader() } })
  return { status: res.status, type: res.headers.get('Content-Type'), bytes: Buffer.from(await res.arrayBuffer()) }
}
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const upload = (client: ApiClient, Document: unknown) => client.post('add-po-document', { Document })

describe('POST add-po-document', () => {
  it('stores a PDF by its content hash and answers its path', async () => {
    const res = await upload(buyer, dataUrl('application/pdf', PDF))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { DocumentPath } = res.body.data as { DocumentPath: string }
    expect(DocumentPath).toMatch(PO_DOCUMENT_PATH_RE)
    const file = await opened(buyer, DocumentPath)
    expect(file.type).toBe('application/pdf')
    expect(file.bytes.equals(PDF)).toBe(true)
    const again = await upload(buyer, dataUrl('application/pdf', PDF))
    expect((again.body.data as { DocumentPath: string }).DocumentPath).toBe(DocumentPath)
  })

  it('re-encodes an image without its metadata', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 99, b: 9 } } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .toBuffer()
    const res = await upload(buyer, dataUrl('image/png', png))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { DocumentPath } = res.body.data as { DocumentPath: string }
    expect(DocumentPath).toMatch(/\.png$/)
    const file = await opened(buyer, DocumentPath)
    expect(file.type).toBe('image/png')
    expect(file.bytes.includes(Buffer.from('secret'))).toBe(false)
  })

  it.each([
    ['a type it does not take', dataUrl('text/plain', Buffer.from('hello')), 'PDF, JPEG, PNG or WebP'],
    ['bytes that are not what the type says', dataUrl('application/pdf', Buffer.from('MZ not a pdf')), 'is not a PDF'],
    ['more than 5 MB', dataUrl('application/pdf', Buffer.alloc(5 * 1024 * 1024 + 3, 1)), 'at most 5 MB'],
    ['no data URL', 'hello', 'base64 data URL'],
    ['a number', 42, 'base64 data URL'],
  ])('refuses %s with 400', async (_name, document, message) => {
    const res = await upload(buyer, document)
    expect(res.status).toBe(400)
    expect(String(res.body.msg)).toContain(message)
  })

  it('refuses a body above the upload limit with 413 before reading it', async () => {
    const res = await buyer.post('add-po-document', undefined, {
      rawBody: JSON.stringify({ Document: `data:application/pdf;base64,${'A'.repeat(9 * 1024 * 1024)}` }),
    })
    expect(res.status).toBe(413)
  })

  it('is for buyers: an approver gets 403 and nothing is stored', async () => {
    const stored = async () => (await t.db.select({ n: count() }).from(storedFiles))[0]?.n
    const before = await stored()
    const res = await upload(approver, dataUrl('application/pdf', Buffer.from('%PDF-1.4 approver')))
    expect(res.status).toBe(403)
    expect(await stored()).toBe(before)
  })
})

describe('issue 10.8 and 17: files stored on disk before move behind the private route and into the database', () => {
  it('migration 0013 records each old line file for its PO’s tenant under /files/docs, drops paths that named no stored file, and the start-up import moves the bytes into the database', async () => {
    const vendor = await addVendor(t)
    const unit = (await unitIds(buyer)).Nos ?? 0
    const po = poIn(await addPo(buyer, poBody(vendor.id, unit, { products: [lineBody(unit), lineBody(unit)] })))
    const bytes = Buffer.from('%PDF-1.4 stored before 0013\n')
    const name = `${createHash('sha256').update(bytes).digest('hex')}.pdf`
    const filesDir = path.join(mkdtempSync(path.join(tmpdir(), 'legacy-files-')), 'files')
    mkdirSync(path.join(filesDir, 'po-documents'), { recursive: true })
    writeFileSync(path.join(filesDir, 'po-documents', name), bytes)
    const [first, second] = po.products
    await t.db
      .update(purchaseOrderLines)
      .set({ documentPath: `/files/po-documents/${name}` })
      .where(eq(purchaseOrderLines.id, first?.LineID ?? ''))
    await t.db
      .update(purchaseOrderLines)
      .set({ documentPath: 'javascript:alert(1)' })
      .where(eq(purchaseOrderLines.id, second?.LineID ?? ''))

    const migration = readFileSync(new URL('../../../server/db/migrations/0013_private_documents.sql', import.meta.url))
    const dataStatements = migration
      .toString()
      .split('--> statement-breakpoint')
      .filter((s) => /^\s*(--.*\n\s*)*(INSERT|UPDATE)\b/.test(s))
    for (const statement of dataStatements) await t.db.execute(sql.raw(statement))
    expect(await importLegacyFiles(t.db, filesDir, pino({ level: 'silent' }), t.clock.now())).toBe(1)
    expect(existsSync(filesDir)).toBe(false)
    expect(await importLegacyFiles(t.db, filesDir, pino({ level: 'silent' }), t.clock.now())).toBe(0)

    const moved = await poById(approver, po.poId)
    expect(moved.products.map((p) => p.DocumentPath)).toEqual([`/files/docs/${name}`, null])
    const res = await t.app.request(`/files/docs/${name}`, {
      headers: { Host: 'localhost', Cookie: approver.cookieHeader() },
    })
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes)
  })
})
