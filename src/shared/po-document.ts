import * as v from 'valibot'
import { base64DecodedSize } from './image-data-url'
import { requestObject } from './request-object'

/** Largest file one PO line may carry, decoded (the same 5 MB as images). */
export const MAX_PO_DOCUMENT_BYTES = 5 * 1024 * 1024

/** File types a PO line accepts (checked again by their bytes on the server), with the stored extension. */
export const PO_DOCUMENT_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const

/** The accepted MIME types, as a file input's `accept` takes them. */
export const PO_DOCUMENT_MIME_TYPES = Object.keys(PO_DOCUMENT_TYPES) as Array<keyof typeof PO_DOCUMENT_TYPES>

/** What the accepted types are, in words. */
export const PO_DOCUMENT_TYPES_TEXT = 'PDF, JPEG, PNG or WebP'

/** Path of a stored line document, as add-po-document returns it; served only to the tenant that stored it. */
export const PO_DOCUMENT_PATH_RE = /^\/files\/docs\/[a-f0-9]{64}\.(pdf|jpg|png|webp)$/

/** Why a line's DocumentPath is refused: only a file this server stored for the tenant may be named. */
export const PO_DOCUMENT_PATH_MESSAGE = 'DocumentPath must be a file uploaded with add-po-document'

const DATA_URL_RE = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`

/** Why a picked file cannot be attached to a line (too large, wrong type, empty), or null when it can. */
export function poDocumentFileProblem(file: { name: string; size: number; type: string }): string | null {
  if (file.size > MAX_PO_DOCUMENT_BYTES) {
    return `${file.name} is ${megabytes(file.size)}: a line's file can be at most ${megabytes(MAX_PO_DOCUMENT_BYTES).replace('.0', '')}`
  }
  if (!(PO_DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) {
    return `${file.name} is not a ${PO_DOCUMENT_TYPES_TEXT} file`
  }
  if (file.size === 0) return `${file.name} is empty`
  return null
}

/** Splits a base64 data URL of a line document into its type and payload, or gives the reason it is refused. */
export function parsePoDocumentDataUrl(value: string): { mime: string; base64: string } | { error: string } {
  const match = DATA_URL_RE.exec(value)
  if (!match?.[1] || match[2] === undefined) return { error: 'The file must be a base64 data URL' }
  const [, mime, base64] = match
  if (base64.length % 4 !== 0 || base64.length === 0) return { error: 'The file data is not valid base64' }
  if (!(PO_DOCUMENT_MIME_TYPES as readonly string[]).includes(mime)) {
    return { error: `The file must be a ${PO_DOCUMENT_TYPES_TEXT} file` }
  }
  if (base64DecodedSize(base64) > MAX_PO_DOCUMENT_BYTES) return { error: 'The file must be at most 5 MB' }
  return { mime, base64 }
}

/** POST add-po-document: one line's file as a base64 data URL. */
export const PoDocumentUploadSchema = requestObject({
  Document: v.pipe(
    v.string('The file must be a base64 data URL'),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const parsed = parsePoDocumentDataUrl(dataset.value)
      if ('error' in parsed) addIssue({ message: parsed.error })
    }),
  ),
})

/** What add-po-document answers: the stored file's path, for the line's DocumentPath. */
export const PoDocumentUploadedSchema = v.object({ DocumentPath: v.string() })

export type PoDocumentUploadInput = v.InferOutput<typeof PoDocumentUploadSchema>
