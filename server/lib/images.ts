import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { PRODUCT_IMAGE_PATH_RE, parseImageDataUrl, thumbnailPath } from '../../src/shared/image-data-url'
import { type ImageKind, NOT_AN_IMAGE, sniffImage } from '../../src/shared/image-signature'
import type { Db } from '../db/client'
import { badRequest } from './errors'
import { fileExists, putFile } from './file-store'

const EXTENSION: Record<ImageKind, 'jpg' | 'png' | 'webp'> = { jpeg: 'jpg', png: 'png', webp: 'webp' }
const MIME: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }
/** Refuse decompression bombs: at most 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000

/** Decodes a base64 data URL and checks that it is really a JPEG, PNG or WebP of at most 5 MB. */
export function decodeImageDataUrl(value: string): { bytes: Buffer; kind: ImageKind } {
  const parsed = parseImageDataUrl(value)
  if ('error' in parsed) throw badRequest(parsed.error)
  const bytes = Buffer.from(parsed.base64, 'base64')
  const kind = sniffImage(bytes)
  if (!kind) throw badRequest(NOT_AN_IMAGE)
  return { bytes, kind }
}

/** Re-encodes an image in its own format, upright, within a box, with every metadata block dropped. */
async function reencode(bytes: Buffer, kind: ImageKind, maxSide: number): Promise<Buffer> {
  try {
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    if (kind === 'jpeg') return await pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer()
    if (kind === 'png') return await pipeline.png({ compressionLevel: 9 }).toBuffer()
    return await pipeline.webp({ quality: 85 }).toBuffer()
  } catch {
    throw badRequest('The image could not be read; it may be damaged or too large')
  }
}

/** A category image as the spec keeps it: an inline data URL, re-encoded (at most 1024 px). */
export async function normaliseCategoryImage(dataUrl: string): Promise<string> {
  const { bytes, kind } = decodeImageDataUrl(dataUrl)
  const clean = await reencode(bytes, kind, 1024)
  return `data:${MIME[kind]};base64,${clean.toString('base64')}`
}

/** The stored-file path of a product image's public path (`/files/products/x.png` -> `products/x.png`). */
const filePathOf = (publicPath: string) => publicPath.replace(/^\/files\//, '')

/**
 * Stores a product image for a tenant by the SHA-256 of its re-encoded bytes (at most 1600 px),
 * with a 320 px WebP thumbnail beside it; returns its public path. The same image stored again
 * is the same file.
 */
export async function storeProductImage(db: Db, tenantId: string, dataUrl: string, at: Date): Promise<string> {
  const { bytes, kind } = decodeImageDataUrl(dataUrl)
  const clean = await reencode(bytes, kind, 1600)
  const publicPath = `/files/products/${createHash('sha256').update(clean).digest('hex')}.${EXTENSION[kind]}`
  if (await fileExists(db, tenantId, filePathOf(publicPath))) return publicPath
  const small = await sharp(clean)
    .resize({ width: 320, height: 320, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
  await putFile(db, {
    tenantId,
    path: filePathOf(thumbnailPath(publicPath)),
    contentType: 'image/webp',
    bytes: small,
    at,
  })
  await putFile(db, { tenantId, path: filePathOf(publicPath), contentType: MIME[kind], bytes: clean, at })
  return publicPath
}

/** True when the tenant stored a product image at this public `/files/products/...` path. */
export function productImageExists(db: Db, tenantId: string, publicPath: string): Promise<boolean> {
  if (!PRODUCT_IMAGE_PATH_RE.test(publicPath)) return Promise.resolve(false)
  return fileExists(db, tenantId, filePathOf(publicPath))
}
