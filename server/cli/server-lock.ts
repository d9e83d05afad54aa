import { readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The pid of a live server that has the embedded database of `dataDir` open, or null. PGlite opens
 * its folder in one process only, and the server writes its pid to DATA_DIR/server.pid while it runs
 * on PGlite (and empties it when it stops); a pid that is no longer alive is a crash's leftover.
 */
export function runningServerPid(dataDir: string): number | null {
  let pid = 0
  try {
    pid = Number(readFileSync(path.join(dataDir, 'server.pid'), 'utf8'))
  } catch {
    return null
  }
  if (!Number.isInteger(pid) || pid <= 0) return null
  try {
    process.kill(pid, 0)
  } catch (error) {
    // EPERM: alive, but another user's process.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null
  }
  return pid
}
