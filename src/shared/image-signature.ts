/** An image type the app accepts (JPEG, PNG, WebP: no SVG, it can carry script). */
export type ImageKind = 'jpeg' | 'png' | 'webp'

/** How many leading bytes `sniffImage` needs to tell every accepted type. */
export const IMAGE_SIGNATURE_BYTES = 12

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/**
 * The image type the bytes really are, by their magic numbers (whatever the file's name or
 * declared type says); null for anything else (text, SVG, PDF ...). The server checks every
 * upload with it, and the browser checks a chosen file with it before showing it.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && PNG.every((b, i) => bytes[i] === b)) return 'png'
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  return null
}

/** What the server answers, and the browser says, for a file that is not an image it accepts. */
export const NOT_AN_IMAGE = 'The file is not a JPEG, PNG or WebP image'
