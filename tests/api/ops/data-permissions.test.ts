import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupPglite, restorePglite } from '../../../server/cli/backup'
import { openDatabase } from '../../../server/db/client'
import { createMailer } from '../../../server/lib/mail'
import { restrictToOwner } from '../../../server/lib/owner-only'
import { createTenant } from '../../../server/modules/users/service'

// PGlite only, whatever DATABASE_URL says: these are the files of the embedded database.

/** Everything under `dir` (itself included) that its group or others may read, write or open, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = []
  const walk = (target: string) => {
    const stats = statSync(target)
    if ((stats.mode & 0o077) !== 0)
      found.push(`${path.relative(dir, target) || '.'} ${(stats.mode & 0o777).toString(8)}`)
    if (stats.isDirectory()) for (const name of readdirSync(target)) walk(path.join(target, name))
  }
  walk(dir)
  return found
}

let dataDir: string
beforeAll(() => {
  // A data folder the way a fresh install finds it: made with the usual umask, readable by everyone.
  dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'ops-modes-')), 'data')
  mkdirSync(dataDir, { mode: 0o755 })
  chmodSync(dataDir, 0o755)
})
afterAll(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }))

describe('issue 46 item 7: the data folder is the server account’s alone', () => {
  it('database, outbox e-mail, backup and restore: no file or folder is open to group or others', async () => {
    const pgliteDir = path.join(dataDir, 'pgdata')
    const database = await openDatabase({ pgliteDir })
    await createTenant(database.db, { name: 'Modes Co', domains: ['modes.test'] })
    expect(openToOthers(pgliteDir)).toEqual([])
    await database.close()
    expect(openToOthers(pgliteDir)).toEqual([])

    const mailer = createMailer({
      outboxDir: path.join(dataDir, 'outbox'),
      from: 'Procurement <no-reply@localhost>',
      logger: pino({ level: 'silent' }),
    })
    await mailer.send({ to: 'partner@example.com', subject: 'Your code', text: 'Your code is 123456' })
    expect(openToOthers(path.join(dataDir, 'outbox'))).toEqual([])

    const file = path.join(dataDir, 'backup.tar.gz')
    await backupPglite(dataDir, file)
    expect(openToOthers(file)).toEqual([])
    expect(openToOthers(pgliteDir)).toEqual([])

    const fresh = path.join(path.dirname(dataDir), 'restored')
    await restorePglite(fresh, file)
    expect(openToOthers(fresh)).toEqual([])
    await restorePglite(dataDir, file)
    expect(openToOthers(dataDir)).toEqual([])
  }, 120_000)

  it('a data folder left open to others is closed at start, symbolic links left alone', () => {
    const loose = path.join(path.dirname(dataDir), 'loose')
    mkdirSync(path.join(loose, 'pgdata', 'base'), { recursive: true, mode: 0o755 })
    writeFileSync(path.join(loose, 'pgdata', 'base', '1234'), 'x', { mode: 0o666 })
    chmodSync(path.join(loose, 'pgdata', 'base', '1234'), 0o666)
    chmodSync(loose, 0o755)
    expect(openToOthers(loose).length).toBeGreaterThan(0)
    restrictToOwner(loose)
    expect(openToOthers(loose)).toEqual([])
  })
})
