import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { storedFiles } from '../db/schema/stored-files'

// The one module that knows where stored files' bytes live: the `stored_files` table, so every
// server process on one database serves every file and a database backup holds them all.

/** A file to store: its path below /files/ (`products/<sha256>.png`), type and bytes. */
export interface FileToStore {
  tenantId: string
  path: string
  contentType: string
  bytes: Buffer
  at: Date
}

/** Stores a file unless the tenant already has one at that path (names come from content hashes, so it is the same file). */
export async function putFile(db: Db, file: FileToStore): Promise<void> {
  await db
    .insert(storedFiles)
    .values({
      tenantId: file.tenantId,
      path: file.path,
      contentType: file.contentType,
      size: file.bytes.length,
      bytes: file.bytes,
      createdAt: file.at,
    })
    .onConflictDoNothing()
}

/** True when the tenant has a file at this path. */
export async function fileExists(db: Db, tenantId: string, path: string): Promise<boolean> {
  const [row] = await db
    .select({ size: storedFiles.size })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.path, path)))
    .limit(1)
  return row !== undefined
}

/** A stored file's type and size, without its bytes; null when the tenant has none at the path. */
export async function fileInfo(
  db: Db,
  tenantId: string,
  path: string,
): Promise<{ contentType: string; size: number } | null> {
  const [row] = await db
    .select({ contentType: storedFiles.contentType, size: storedFiles.size })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.path, path)))
    .limit(1)
  return row ?? null
}

/**
 * The bytes of a stored file, or of the part `start`..`end` (inclusive) of it: the database reads
 * only that slice (the column is stored uncompressed). Null when the file is not there.
 */
export async function readFileBytes(
  db: Db,
  tenantId: string,
  path: string,
  range?: { start: number; end: number },
): Promise<Buffer | null> {
  const slice = range
    ? sql<Buffer>`substring(${storedFiles.bytes} from ${range.start + 1} for ${range.end - range.start + 1})`
    : sql<Buffer>`${storedFiles.bytes}`
  const [row] = await db
    .select({ bytes: slice.mapWith(storedFiles.bytes) })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.path, path)))
    .limit(1)
  return row ? row.bytes : null
}
