import sharp from 'sharp'
import { sniffImage } from '../../../src/shared/image-signature'
import { type PO_DOCUMENT_TYPES, parsePoDocumentDataUrl } from '../../../src/shared/po-document'
import type { Db } from '../../db/client'
import type { DocumentKind } from '../../db/schema/documents'
import type { Actor } from '../../lib/app-env'
import { storeDocument } from '../../lib/document-store'
import { badRequest } from '../../lib/errors'

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

/**
 * POST add-po-document: stores a PO line's file (PDF, JPEG, PNG or WebP by its bytes, at most
 * 5 MB) for the actor's tenant; returns its path, which only that tenant's users can open and
 * which a line's DocumentPath may then name.
 */
export async function storePoDocument(
  db: Db,
  actor: Pick<Actor, 'tenantId' | 'userId'>,
  dataUrl: string,
  now: Date,
  kind: DocumentKind = 'po-line',
) {
  const parsed = parsePoDocumentDataUrl(dataUrl)
  if ('error' in parsed) throw badRequest(parsed.error)
  const raw = Buffer.from(parsed.base64, 'base64')
  const extension = sniffDocument(raw)
  if (!extension) throw badRequest('The file is not a PDF, JPEG, PNG or WebP file')
  const bytes = extension === 'pdf' ? raw : await withoutMetadata(raw, extension)
  return storeDocument(db, {
    tenantId: actor.tenantId,
    uploadedBy: actor.userId,
    kind,
    bytes,
    extension,
    at: now,
  })
}
