import { createHash } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type DocumentKind, storedDocuments } from '../db/schema/documents'
import { putFile } from './file-store'

// Private documents: which tenant stored them and who may read them. Their bytes are stored
// files (server/lib/file-store.ts) under `docs/<name>`.

/** Where documents are served, only to signed-in users of the tenant that stored them (server/lib/files-app.ts). */
export const DOCUMENT_PATH_PREFIX = '/files/docs/'

/** The area of stored files that holds documents: `docs/<sha256>.<ext>`. */
const AREA = 'docs/'

const EXTENSIONS = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const
export type DocumentExtension = keyof typeof EXTENSIONS

const NAME_RE = /^[a-f0-9]{64}\.(pdf|jpg|png|webp)$/

/** The stored name in a document path, or null for anything that is not one. */
function nameOf(documentPath: string): string | null {
  if (!documentPath.startsWith(DOCUMENT_PATH_PREFIX)) return null
  const name = documentPath.slice(DOCUMENT_PATH_PREFIX.length)
  return NAME_RE.test(name) ? name : null
}

/**
 * Stores a checked document for a tenant, by the SHA-256 of its bytes, and records that the
 * tenant stored it (in the caller's transaction); returns its path. Storing the same bytes again
 * returns the same path.
 */
export async function storeDocument(
  db: Db,
  document: {
    tenantId: string
    uploadedBy: string
    kind: DocumentKind
    bytes: Buffer
    extension: DocumentExtension
    at: Date
  },
): Promise<string> {
  const name = `${createHash('sha256').update(document.bytes).digest('hex')}.${document.extension}`
  await putFile(db, {
    tenantId: document.tenantId,
    path: `${AREA}${name}`,
    contentType: EXTENSIONS[document.extension],
    bytes: document.bytes,
    at: document.at,
  })
  await db
    .insert(storedDocuments)
    .values({
      tenantId: document.tenantId,
      name,
      kind: document.kind,
      uploadedBy: document.uploadedBy,
      createdAt: document.at,
    })
    .onConflictDoNothing()
  return `${DOCUMENT_PATH_PREFIX}${name}`
}

/** The stored-file path of a document name, or null for anything that is not one. */
export function documentFilePath(name: string): string | null {
  return NAME_RE.test(name) ? `${AREA}${name}` : null
}

/** The paths among these that are not documents the tenant stored (other tenants', outside URLs, anything else). */
export async function unknownDocumentPaths(db: Db, tenantId: string, paths: readonly string[]): Promise<Set<string>> {
  const names = [...new Set(paths.map(nameOf).filter((n): n is string => n !== null))]
  const stored =
    names.length === 0
      ? []
      : await db
          .select({ name: storedDocuments.name })
          .from(storedDocuments)
          .where(and(eq(storedDocuments.tenantId, tenantId), inArray(storedDocuments.name, names)))
  const known = new Set(stored.map((s) => `${DOCUMENT_PATH_PREFIX}${s.name}`))
  return new Set(paths.filter((p) => !known.has(p)))
}
