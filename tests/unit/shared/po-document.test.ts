import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  MAX_PO_DOCUMENT_BYTES,
  PO_DOCUMENT_PATH_RE,
  PoDocumentUploadSchema,
  parsePoDocumentDataUrl,
  poDocumentFileProblem,
} from '../../../src/shared/po-document'

const MB = 1024 * 1024

describe('poDocumentFileProblem: checked before a line file is sent', () => {
  it.each([
    [
      { name: 'quote.pdf', size: 30 * MB, type: 'application/pdf' },
      "quote.pdf is 30.0 MB: a line's file can be at most 5 MB",
    ],
    [
      { name: 'photo.png', size: 5 * MB + 1, type: 'image/png' },
      "photo.png is 5.0 MB: a line's file can be at most 5 MB",
    ],
    [
      {
        name: 'notes.docx',
        size: 1000,
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
      'notes.docx is not a PDF, JPEG, PNG or WebP file',
    ],
    [{ name: 'logo.svg', size: 1000, type: 'image/svg+xml' }, 'logo.svg is not a PDF, JPEG, PNG or WebP file'],
    [{ name: 'empty.pdf', size: 0, type: 'application/pdf' }, 'empty.pdf is empty'],
  ])('%o: %s', (file, message) => {
    expect(poDocumentFileProblem(file)).toBe(message)
  })

  it.each(['application/pdf', 'image/jpeg', 'image/png', 'image/webp'])('accepts %s up to 5 MB', (type) => {
    expect(poDocumentFileProblem({ name: 'f', size: MAX_PO_DOCUMENT_BYTES, type })).toBeNull()
  })
})

describe('the add-po-document body', () => {
  it('takes a PDF data URL', () => {
    expect(v.safeParse(PoDocumentUploadSchema, { Document: 'data:application/pdf;base64,JVBERi0x' }).success).toBe(true)
  })

  it.each([
    ['data:text/plain;base64,aGVsbG8=', 'The file must be a PDF, JPEG, PNG or WebP file'],
    ['data:application/pdf;base64,abc', 'The file data is not valid base64'],
    ['hello', 'The file must be a base64 data URL'],
  ])('refuses %s', (value, error) => {
    expect(parsePoDocumentDataUrl(value)).toEqual({ error })
  })

  it('knows a stored path', () => {
    expect(PO_DOCUMENT_PATH_RE.test(`/files/docs/${'0'.repeat(64)}.pdf`)).toBe(true)
    expect(PO_DOCUMENT_PATH_RE.test(`/files/po-documents/${'0'.repeat(64)}.pdf`)).toBe(false)
    expect(PO_DOCUMENT_PATH_RE.test(`/files/docs/../${'0'.repeat(64)}.pdf`)).toBe(false)
    expect(PO_DOCUMENT_PATH_RE.test('javascript:alert(1)')).toBe(false)
    expect(PO_DOCUMENT_PATH_RE.test(`/files/products/${'0'.repeat(64)}.png`)).toBe(false)
  })
})
