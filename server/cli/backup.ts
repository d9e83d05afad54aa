import { chmodSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { makeOwnerOnlyDir, OWNER_ONLY_FILE_MODE, restrictToOwner } from '../lib/owner-only'
import { runningServerPid } from './server-lock'

/** A backup or restore that cannot go ahead; the message says why and what to do. */
export class BackupError extends Error {}

function assertStopped(dataDir: string, action: string): void {
  const pid = runningServerPid(dataDir)
  if (pid !== null) {
    throw new BackupError(
      `Cannot ${action} while the server (pid ${pid}) has the embedded database in ${dataDir} open: ` +
        'PGlite opens its folder in one process only. Stop the server first (its pid is in server.pid).',
    )
  }
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-')

/** What a backup wrote, and whether uploaded files beside the database need copying too. */
export interface BackupResult {
  file: string
  bytes: number
  /** DATA_DIR/files when it holds files, which live outside the database and so outside the backup. */
  filesOutside: string | null
}

/** Writes the embedded database of `dataDir` to `file` as PGlite's gzipped tarball; the server must be stopped. */
export async function backupPglite(dataDir: string, file: string): Promise<BackupResult> {
  assertStopped(dataDir, 'back up')
  const pgliteDir = path.join(dataDir, 'pgdata')
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${pgliteDir} (set DATA_DIR to the server's data folder)`)
  }
  const target = path.resolve(file)
  const client = new PGlite({ dataDir: pgliteDir, extensions: { pg_trgm } })
  try {
    // dumpDataDir does not wait for the database to be open: asked too early it never answers.
    await client.waitReady
    const tarball = await client.dumpDataDir('gzip')
    const bytes = Buffer.from(await tarball.arrayBuffer())
    // Written beside the target and renamed, so an interrupted backup never leaves a truncated file under the name.
    // The owner's alone: it holds every record of the database.
    const partial = `${target}.partial`
    writeFileSync(partial, bytes, { mode: OWNER_ONLY_FILE_MODE })
    chmodSync(partial, OWNER_ONLY_FILE_MODE)
    renameSync(partial, target)
    const filesDir = path.join(dataDir, 'files')
    const hasFiles = existsSync(filesDir) && statSync(filesDir).isDirectory() && readdirSync(filesDir).length > 0
    return { file: target, bytes: bytes.length, filesOutside: hasFiles ? filesDir : null }
  } finally {
    await client.close()
    restrictToOwner(pgliteDir)
  }
}

/** The tar archive in a backup file (PGlite's gzipped tarball), or null when the file is not one. */
function tarballOf(bytes: Buffer): Buffer | null {
  let tar: Buffer
  try {
    tar = gunzipSync(bytes)
  } catch {
    return null
  }
  // A POSIX tar archive says "ustar" at offset 257 of its first header.
  return tar.subarray(257, 262).toString('latin1') === 'ustar' ? tar : null
}

/** Where a restore put the database, and where the one it replaced was kept. */
export interface RestoreResult {
  pgliteDir: string
  /** The previous database folder, moved aside rather than deleted; null when there was none. */
  keptAt: string | null
}

/**
 * Replaces the embedded database of `dataDir` with a backup; the server must be stopped. The backup
 * is unpacked and opened in a folder of its own first, so a bad file leaves the current database as it was.
 */
export async function restorePglite(dataDir: string, file: string): Promise<RestoreResult> {
  assertStopped(dataDir, 'restore')
  let bytes: Buffer
  try {
    bytes = readFileSync(file)
  } catch {
    throw new BackupError(`Cannot read ${file}`)
  }
  const notBackup = () =>
    new BackupError(`${file} is not a backup of this server's database (made by npm run admin -- backup)`)
  // Unpacked here: PGlite, given a file that is not gzip, fails outside any promise a caller can catch.
  const tarball = tarballOf(bytes)
  if (!tarball) throw notBackup()
  makeOwnerOnlyDir(dataDir)
  const when = stamp()
  const staging = path.join(dataDir, `pgdata.restoring-${when}`)
  try {
    const client = new PGlite({
      dataDir: staging,
      loadDataDir: new Blob([new Uint8Array(tarball)]),
      extensions: { pg_trgm },
    })
    try {
      await client.query('select count(*) from drizzle.__drizzle_migrations')
    } finally {
      await client.close()
    }
  } catch {
    rmSync(staging, { recursive: true, force: true })
    throw notBackup()
  }
  restrictToOwner(staging)
  const pgliteDir = path.join(dataDir, 'pgdata')
  let keptAt: string | null = null
  if (existsSync(pgliteDir)) {
    keptAt = path.join(dataDir, `pgdata.before-restore-${when}`)
    renameSync(pgliteDir, keptAt)
  }
  renameSync(staging, pgliteDir)
  return { pgliteDir, keptAt }
}
