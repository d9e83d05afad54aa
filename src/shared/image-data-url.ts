import * as v from 'valibot'

/** Largest image accepted, decoded (issue 3: 5 MB). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024

/** Image types accepted for uploads: no SVG (it can carry script). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

const DATA_URL_RE = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/

/** Decoded size in bytes of a base64 payload, without decoding it. */
export function base64DecodedSize(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0
  return Math.floor((base64.length * 3) / 4) - padding
}

/** Splits a base64 data URL into its type and payload, or returns the reason it is not acceptable. */
export function parseImageDataUrl(value: string): { mime: string; base64: string } | { error: string } {
  const match = DATA_URL_RE.exec(value)
  if (!match?.[1] || match[2] === undefined) return { error: 'The image must be a base64 data URL' }
  const [, mime, base64] = match
  if (base64.length % 4 !== 0 || base64.length === 0) return { error: 'The image data is not valid base64' }
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(mime))
    return { error: 'The image must be a JPEG, PNG or WebP file' }
  if (base64DecodedSize(base64) > MAX_IMAGE_BYTES) return { error: 'The image must be at most 5 MB' }
  return { mime, base64 }
}

/** Schema of an image sent as a base64 data URL (checked again by magic bytes on the server). */
export const ImageDataUrlSchema = v.pipe(
  v.string('The image must be a base64 data URL'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return
    const parsed = parseImageDataUrl(dataset.value)
    if ('error' in parsed) addIssue({ message: parsed.error })
  }),
)

/** Path of a stored product image, as add-product-image returns it. */
export const PRODUCT_IMAGE_PATH_RE = /^\/files\/products\/[a-f0-9]{64}\.(jpg|png|webp)$/

/** The small version of a stored product image, made when it was uploaded. */
export function thumbnailPath(imagePath: string): string {
  return imagePath.replace(/\.(jpg|png|webp)$/, '.thumb.webp')
}
