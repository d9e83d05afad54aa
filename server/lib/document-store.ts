import { createHash } from 'node:crypto'
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { type DocumentKind, storedDocuments } from '../db/schema/documents'

// Private documents: where their bytes live and who may read them. The only module that knows the
// storage (files under DATA_DIR/files/po-documents today; issue 17 moves them into the database).

/** Where documents are served, only to signed-in users of the tenant that stored them (server/lib/files-app.ts). */
export const DOCUMENT_PATH_PREFIX = '/files/docs/'

/** The folder under the files directory; the public /files route never serves it. */
const FOLDER = 'po-documents'

const EXTENSIONS = { pdf: 'application/pdf', jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const
export type DocumentExtension = keyof typeof EXTENSIONS

const NAME_RE = /^[a-f0-9]{64}\.(pdf|jpg|png|webp)$/

/** The stored name in a document path, or null for anything that is not one. */
function nameOf(documentPath: string): string | null {
  if (!documentPath.startsWith(DOCUMENT_PATH_PREFIX)) return null
  const name = documentPath.slice(DOCUMENT_PATH_PREFIX.length)
  return NAME_RE.test(name) ? name : null
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile()
  } catch {
    return false
  }
}

/**
 * Stores a checked document for a tenant, by the SHA-256 of its bytes, and records that the
 * tenant stored it (in the caller's transaction); returns its path. Storing the same bytes again
 * returns the same path.
 */
export async function storeDocument(
  db: Db,
  filesDir: string,
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
  const folder = path.join(filesDir, FOLDER)
  await mkdir(folder, { recursive: true })
  if (!(await exists(path.join(folder, name)))) await writeFile(path.join(folder, name), document.bytes)
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

/** A document the tenant stored, by its name, with its type; null when the tenant has none of that name. */
export async function readDocument(
  db: Db,
  filesDir: string,
  tenantId: string,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const match = NAME_RE.exec(name)
  if (!match) return null
  const [row] = await db
    .select({ name: storedDocuments.name })
    .from(storedDocuments)
    .where(and(eq(storedDocuments.tenantId, tenantId), eq(storedDocuments.name, name)))
    .limit(1)
  if (!row) return null
  try {
    const bytes = await readFile(path.join(filesDir, FOLDER, name))
    return { bytes, contentType: EXTENSIONS[match[1] as DocumentExtension] }
  } catch {
    return null
  }
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
