import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PO_DOCUMENT_PATH_RE } from '../../../src/shared/po-document'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { signedIn } from './po-fixtures'

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
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')
const upload = (client: ApiClient, Document: unknown) => client.post('add-po-document', { Document })

describe('POST add-po-document', () => {
  it('stores a PDF by its content hash and answers its path', async () => {
    const res = await upload(buyer, dataUrl('application/pdf', PDF))
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const { DocumentPath } = res.body.data as { DocumentPath: string }
    expect(DocumentPath).toMatch(PO_DOCUMENT_PATH_RE)
    const stored = path.join(t.deps.filesDir, DocumentPath.replace(/^\/files\//, ''))
    expect(readFileSync(stored).equals(PDF)).toBe(true)
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
    const stored = readFileSync(path.join(t.deps.filesDir, DocumentPath.replace(/^\/files\//, '')))
    expect(stored.includes(Buffer.from('secret'))).toBe(false)
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
    const stored = () => readdirSync(path.join(t.deps.filesDir, 'po-documents')).length
    const before = stored()
    const res = await upload(approver, dataUrl('application/pdf', Buffer.from('%PDF-1.4 approver')))
    expect(res.status).toBe(403)
    expect(stored()).toBe(before)
  })
})
