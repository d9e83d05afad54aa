import { createHash } from 'node:crypto'
import { mkdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { parseImageDataUrl } from '../../src/shared/image-data-url'
import { badRequest } from './errors'

type ImageKind = 'jpeg' | 'png' | 'webp'
const EXTENSION: Record<ImageKind, 'jpg' | 'png' | 'webp'> = { jpeg: 'jpg', png: 'png', webp: 'webp' }
const MIME: Record<ImageKind, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }
/** Refuse decompression bombs: at most 40 megapixels. */
const MAX_INPUT_PIXELS = 40_000_000

/** The image type the bytes really are, by their magic numbers; null for anything else (SVG, PDF, ...). */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'png'
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  return null
}

/** Decodes a base64 data URL and checks that it is really a JPEG, PNG or WebP of at most 5 MB. */
export function decodeImageDataUrl(value: string): { bytes: Buffer; kind: ImageKind } {
  const parsed = parseImageDataUrl(value)
  if ('error' in parsed) throw badRequest(parsed.error)
  const bytes = Buffer.from(parsed.base64, 'base64')
  const kind = sniffImage(bytes)
  if (!kind) throw badRequest('The file is not a JPEG, PNG or WebP image')
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

/**
 * Stores a product image under `filesDir/products/` by the SHA-256 of its re-encoded bytes
 * (at most 1600 px), with a 320 px WebP thumbnail beside it; returns its public path.
 */
export async function storeProductImage(filesDir: string, dataUrl: string): Promise<string> {
  const { bytes, kind } = decodeImageDataUrl(dataUrl)
  const clean = await reencode(bytes, kind, 1600)
  const name = createHash('sha256').update(clean).digest('hex')
  const folder = path.join(filesDir, 'products')
  await mkdir(folder, { recursive: true })
  const file = path.join(folder, `${name}.${EXTENSION[kind]}`)
  const thumb = path.join(folder, `${name}.thumb.webp`)
  if (!(await exists(file))) {
    const small = await sharp(clean)
      .resize({ width: 320, height: 320, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer()
    await writeFile(thumb, small)
    await writeFile(file, clean)
  }
  return `/files/products/${name}.${EXTENSION[kind]}`
}

/** True when a stored file exists for a public `/files/...` path. */
export async function storedFileExists(filesDir: string, publicPath: string): Promise<boolean> {
  const relative = publicPath.replace(/^\/files\//, '')
  if (relative.includes('..')) return false
  return exists(path.join(filesDir, relative))
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}
