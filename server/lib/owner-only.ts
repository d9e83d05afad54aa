import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'

/**
 * What the server keeps on disk (the embedded database, outbox e-mails with one-time codes and
 * partner links, backups) is for the account that runs it alone, as PostgreSQL keeps its own
 * data folder: folders 0700, files 0600.
 */
export const OWNER_ONLY_UMASK = 0o077
export const OWNER_ONLY_DIR_MODE = 0o700
export const OWNER_ONLY_FILE_MODE = 0o600

/** chmod that skips what vanished meanwhile or belongs to another account (only its owner may change it). */
function chmodIfOurs(target: string, mode: number): void {
  try {
    chmodSync(target, mode)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code !== 'ENOENT' && code !== 'EPERM') throw error
  }
}

/** Creates a folder (and its missing parents) that only its owner can open. */
export function makeOwnerOnlyDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR_MODE })
  chmodIfOurs(dir, OWNER_ONLY_DIR_MODE)
}

/**
 * Makes a file, or a folder and everything in it, its owner's alone: folders 0700, files 0600
 * (PGlite creates its files 0666 whatever the umask). Symbolic links are left as they are, not followed.
 */
export function restrictToOwner(target: string): void {
  let stats: ReturnType<typeof lstatSync>
  try {
    stats = lstatSync(target)
  } catch {
    return
  }
  if (stats.isSymbolicLink()) return
  if (!stats.isDirectory()) {
    if ((stats.mode & 0o077) !== 0) chmodIfOurs(target, OWNER_ONLY_FILE_MODE)
    return
  }
  if ((stats.mode & 0o777) !== OWNER_ONLY_DIR_MODE) chmodIfOurs(target, OWNER_ONLY_DIR_MODE)
  let names: string[]
  try {
    names = readdirSync(target)
  } catch {
    return
  }
  for (const name of names) restrictToOwner(path.join(target, name))
}
