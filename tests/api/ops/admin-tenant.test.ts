import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../server/db/client'
import { tenantDomains, tenants } from '../../../server/db/schema/tenants'

// The embedded database of a data folder of its own, whatever DATABASE_URL says.

let dataDir: string
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'ops-admin-'))
})
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Runs `npm run admin -- <args>` on the data folder; resolves with its exit code and output. */
async function admin(args: string[]) {
  const { DATABASE_URL: _ignored, ...env } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/admin.ts', ...args], {
    env: { ...env, DATA_DIR: dataDir },
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

/** The public address stored for the tenant served on a domain. */
async function publicUrlOn(domain: string): Promise<string | null | undefined> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pgdata') })
  try {
    const [row] = await database.db
      .select({ publicUrl: tenants.publicUrl })
      .from(tenantDomains)
      .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
      .where(eq(tenantDomains.domain, domain))
    return row?.publicUrl
  } finally {
    await database.close()
  }
}

describe('issue 46 item 15: a tenant’s public address, set with npm run admin', () => {
  it('create-tenant --public-url stores it; set-tenant changes it, and "" gives the tenant back to PUBLIC_URL', async () => {
    const created = await admin([
      'create-tenant',
      '--domain',
      'acme.test',
      '--name',
      'Acme',
      '--public-url',
      'https://Buy.Acme.test/',
    ])
    expect(created.code, created.output).toBe(0)
    expect(created.output).toMatch(
      /^Created tenant "Acme" .* on acme\.test; e-mailed links point at https:\/\/buy\.acme\.test\n$/,
    )

    const bad = await admin(['set-tenant', '--domain', 'acme.test', '--public-url', 'https://buy.acme.test/shop'])
    expect(bad.code).toBe(2)
    expect(bad.output).toMatch(/^--public-url: must be an http:\/\/ or https:\/\/ address with no path/)

    const changed = await admin(['set-tenant', '--domain', 'acme.test', '--public-url', 'https://procure.acme.test'])
    expect(changed.code, changed.output).toBe(0)
    expect(changed.output).toBe('The tenant on acme.test now e-mails links to https://procure.acme.test.\n')
    expect(await publicUrlOn('acme.test')).toBe('https://procure.acme.test')

    const cleared = await admin(['set-tenant', '--domain', 'acme.test', '--public-url', ''])
    expect(cleared.code, cleared.output).toBe(0)
    expect(cleared.output).toBe("The tenant on acme.test now e-mails links to the server's PUBLIC_URL.\n")
    expect(await publicUrlOn('acme.test')).toBeNull()

    const unknown = await admin(['set-tenant', '--domain', 'nobody.test', '--public-url', 'https://x.test'])
    expect(unknown.code).toBe(2)
    expect(unknown.output).toMatch(/^No tenant is served on nobody\.test/)
  }, 240_000)
})
