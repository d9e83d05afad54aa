import { createHash } from 'node:crypto'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { type PO_DOCUMENT_TYPES, parsePoDocumentDataUrl } from '../../../src/shared/po-document'
import { badRequest } from '../../lib/errors'
import { sniffImage } from '../../lib/images'

type Extension = (typeof PO_DOCUMENT_TYPES)[keyof typeof PO_DOCUMENT_TYPES]

/** The type the bytes really are, by their magic numbers: a PDF or an image; null for anything else. */
function sniffDocument(bytes: Uint8Array): Extension | null {
  if (bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-') return 'pdf'
  const image = sniffImage(bytes)
  return image === 'jpeg' ? 'jpg' : image
}

/** An image re-encoded in its own format, upright, with every metadata block (EXIF, GPS) dropped. */
async function withoutMetadata(bytes: Buffer, extension: Exclude<Extension, 'pdf'>): Promise<Buffer> {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' }).rotate()
    if (extension === 'jpg') return await pipeline.jpeg({ quality: 90 }).toBuffer()
    if (extension === 'png') return await pipeline.png().toBuffer()
    return await pipeline.webp({ quality: 90 }).toBuffer()
  } catch {
    throw badRequest('The image could not be read; it may be damaged or too large')
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/**
 * POST add-po-document: stores a PO line's file (PDF, JPEG, PNG or WebP by its bytes, at most
 * 5 MB) under `filesDir/po-documents/` by the SHA-256 of what is stored; returns its public path.
 */
export async function storePoDocument(filesDir: string, dataUrl: string): Promise<string> {
  const parsed = parsePoDocumentDataUrl(dataUrl)
  if ('error' in parsed) throw badRequest(parsed.error)
  const raw = Buffer.from(parsed.base64, 'base64')
  const extension = sniffDocument(raw)
  if (!extension) throw badRequest('The file is not a PDF, JPEG, PNG or WebP file')
  const bytes = extension === 'pdf' ? raw : await withoutMetadata(raw, extension)
  const name = `${createHash('sha256').update(bytes).digest('hex')}.${extension}`
  const folder = path.join(filesDir, 'po-documents')
  await mkdir(folder, { recursive: true })
  if (!(await exists(path.join(folder, name)))) await writeFile(path.join(folder, name), bytes)
  return `/files/po-documents/${name}`
}
