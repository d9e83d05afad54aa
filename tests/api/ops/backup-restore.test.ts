import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BackupError, backupPglite, restorePglite } from '../../../server/cli/backup'
import { openDatabase } from '../../../server/db/client'
import { createTenant, createUser, findUserByEmail } from '../../../server/modules/users/service'

// PGlite only, whatever DATABASE_URL says: PostgreSQL is backed up with pg_dump (README).

let dataDir: string
let tenantId: string
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ops-backup-'))
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') })
  try {
    tenantId = (await createTenant(database.db, { name: 'Backup Co', domains: ['backup.test'] })).id
    await createUser(database.db, { tenantId, email: 'before@backup.test', fullName: 'Before', role: 'buyer' })
  } finally {
    await database.close()
  }
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** The users of the test tenant found by e-mail in the embedded database of a data folder (or in `pgdata` itself). */
async function usersIn(dir: string, emails: string[], pgdata = 'pgdata'): Promise<string[]> {
  const database = await openDatabase({ pgliteDir: path.join(dir, pgdata) })
  try {
    const found = await Promise.all(emails.map((email) => findUserByEmail(database.db, tenantId, email)))
    return found.flatMap((user) => (user ? [user.email] : []))
  } finally {
    await database.close()
  }
}

/** Runs `npm run admin -- <args>` on a data folder; resolves with its exit code and output. */
async function admin(args: string[], dir: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
    env: { ...env, DATA_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const [code] = await once(child, 'exit')
  return { code: code as number, output }
}

describe('issue 17: backup and restore of the embedded database', () => {
  it('npm run admin -- backup, then restore: a user created before the backup is back, one created after is gone', async () => {
    const file = path.join(dataDir, 'backup.tar.gz')
    const backup = await admin(['backup', file], dataDir)
    expect(backup.code, backup.output).toBe(0)
    expect(backup.output).toMatch(/^Backed up the embedded database to .*backup\.tar\.gz \(\d+ KB\)\./)

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') })
    await createUser(database.db, { tenantId, email: 'after@backup.test', fullName: 'After', role: 'buyer' })
    await database.close()
    expect(await usersIn(dataDir, ['before@backup.test', 'after@backup.test'])).toEqual([
      'before@backup.test',
      'after@backup.test',
    ])

    const restore = await admin(['restore', file], dataDir)
    expect(restore.code, restore.output).toBe(0)
    expect(restore.output).toMatch(/^Restored .* The database it replaced is kept in .*pgdata\.before-restore-/)
    expect(await usersIn(dataDir, ['before@backup.test', 'after@backup.test'])).toEqual(['before@backup.test'])
    // The replaced database is kept, not deleted.
    const kept = readdirSync(dataDir).find((name) => name.startsWith('pgdata.before-restore-'))
    expect(await usersIn(dataDir, ['before@backup.test', 'after@backup.test'], kept)).toEqual([
      'before@backup.test',
      'after@backup.test',
    ])
  })

  it('restores into an empty data folder', async () => {
    const file = path.join(dataDir, 'fresh.tar.gz')
    await backupPglite(dataDir, file)
    const fresh = mkdtempSync(path.join(tmpdir(), 'ops-restore-'))
    try {
      expect((await restorePglite(fresh, file)).keptAt).toBeNull()
      expect(await usersIn(fresh, ['before@backup.test'])).toEqual(['before@backup.test'])
    } finally {
      rmSync(fresh, { recursive: true, force: true })
    }
  })

  it('refuses both while a server has the folder open, saying to stop it', async () => {
    const busy = mkdtempSync(path.join(tmpdir(), 'ops-busy-'))
    try {
      // A live pid in server.pid, as the running server writes it (this test process is alive).
      writeFileSync(path.join(busy, 'server.pid'), String(process.pid))
      const file = path.join(busy, 'x.tar.gz')
      await expect(backupPglite(busy, file)).rejects.toThrow(BackupError)
      await expect(restorePglite(busy, file)).rejects.toThrow(/Stop the server first/)
      const cli = await admin(['backup', file], busy)
      expect(cli.code).toBe(1)
      expect(cli.output).toContain(`Cannot back up while the server (pid ${process.pid}) has the embedded database`)
      expect(existsSync(file)).toBe(false)
    } finally {
      rmSync(busy, { recursive: true, force: true })
    }
  })

  it('refuses a file that is not a backup and leaves the database as it was', async () => {
    const junk = path.join(dataDir, 'junk.tar.gz')
    writeFileSync(junk, 'not a tarball')
    await expect(restorePglite(dataDir, junk)).rejects.toThrow(/is not a backup/)
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata.restoring-'))).toEqual([])
    expect(await usersIn(dataDir, ['before@backup.test'])).toEqual(['before@backup.test'])
  })

  it('npm run admin -- restore of a file that is not a backup prints only why, and fails (issue 46 item 18)', async () => {
    // Bytes that are neither gzip nor tar: PGlite's own unpacking failed outside any promise (Z_DATA_ERROR).
    const junk = path.join(dataDir, 'photo.jpg')
    writeFileSync(junk, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251)))
    const gzipNotTar = path.join(dataDir, 'notes.gz')
    writeFileSync(gzipNotTar, gzipSync('just some notes, not a tarball'))
    for (const file of [junk, gzipNotTar]) {
      const cli = await admin(['restore', file], dataDir)
      expect(cli.code, cli.output).toBe(1)
      expect(cli.output).toBe(`${file} is not a backup of this server's database (made by npm run admin -- backup)\n`)
    }
    expect(readdirSync(dataDir).filter((name) => name.startsWith('pgdata.restoring-'))).toEqual([])
    expect(await usersIn(dataDir, ['before@backup.test'])).toEqual(['before@backup.test'])
  }, 120_000)

  it('says when uploaded files live beside the database and need copying too', async () => {
    mkdirSync(path.join(dataDir, 'files'), { recursive: true })
    writeFileSync(path.join(dataDir, 'files', 'a.png'), 'x')
    const result = await backupPglite(dataDir, path.join(dataDir, 'with-files.tar.gz'))
    expect(result.filesOutside).toBe(path.join(dataDir, 'files'))
  })
})
