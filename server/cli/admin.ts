import path from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { NewPasswordSchema, UsernameSchema } from '../../src/shared/auth-schemas'
import { ROLES, RoleSchema } from '../../src/shared/roles'
import { type Db, openDatabase } from '../db/client'
import { readConfig } from '../env'
import { AppError } from '../lib/errors'
import { OWNER_ONLY_UMASK } from '../lib/owner-only'
import { PublicUrlSchema } from '../lib/public-url'
import { normaliseDomain } from '../lib/tenant'
import { createTenant, createUser, findTenantIdByDomain, setTenantPublicUrl } from '../modules/users/service'
import { BackupError, backupPglite, restorePglite } from './backup'
import { runningServerPid } from './server-lock'

// What it writes (the database, backups) is the account's alone, as the server's own files are.
process.umask(OWNER_ONLY_UMASK)

const USAGE = `Usage:
  npm run admin -- create-tenant --domain <host> [--domain <host> ...] --name <name> [--public-url <url>]
  npm run admin -- set-tenant --domain <host> --public-url <url>
  npm run admin -- create-user --domain <host> --email <email> --name <full name> --role <role> [--password <password>]
  npm run admin -- backup <file>
  npm run admin -- restore <file>

Roles: ${ROLES.join(', ')}.
Without --password the user is invited: the first sign-in e-mails a 6-digit code.
--public-url is where the tenant's e-mailed links point (https://buy.example.com); without one,
or with --public-url "", they point at the server's PUBLIC_URL (default http://localhost:PORT).
Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR (default ./data),
which only one process can open: stop the server first.
backup and restore are for the embedded database (restore keeps the folder it replaces beside it);
on PostgreSQL use pg_dump and pg_restore (see the README).`

class UsageError extends Error {}

function required(value: string | undefined, flag: string): string {
  if (!value?.trim()) throw new UsageError(`--${flag} is required`)
  return value.trim()
}

function check<T extends v.GenericSchema>(schema: T, value: unknown, flag: string): v.InferOutput<T> {
  const result = v.safeParse(schema, value)
  if (!result.success) throw new UsageError(`--${flag}: ${result.issues[0]?.message}`)
  return result.output
}

function assertServerStopped(dataDir: string) {
  const pid = runningServerPid(dataDir)
  if (pid === null) return
  throw new UsageError(`The server (pid ${pid}) has the embedded database open. Stop it first, or use DATABASE_URL.`)
}

/** `backup <file>` and `restore <file>` of the embedded database. */
async function backupOrRestore(command: 'backup' | 'restore', args: string[]): Promise<string> {
  const [file, ...extra] = args
  if (!file || file.startsWith('-') || extra.length > 0) throw new UsageError(`${command} takes one file name`)
  const config = readConfig(process.env)
  if (config.databaseUrl) {
    throw new UsageError(`${command} is for the embedded database; on PostgreSQL use pg_dump and pg_restore (README)`)
  }
  if (command === 'restore') {
    const result = await restorePglite(config.dataDir, file)
    const kept = result.keptAt ? ` The database it replaced is kept in ${result.keptAt}.` : ''
    return `Restored ${file} into ${result.pgliteDir}.${kept} Start the server: it applies any newer migrations.`
  }
  const result = await backupPglite(config.dataDir, file)
  const files = result.filesOutside
    ? `\nUploaded files in ${result.filesOutside} are not in the database yet: start the server once (it moves them in) and back up again, or copy that folder too.`
    : ''
  return `Backed up the embedded database to ${result.file} (${Math.ceil(result.bytes / 1024)} KB).${files}`
}

async function main(argv: string[]): Promise<string> {
  const [command, ...rest] = argv
  if (command === 'backup' || command === 'restore') return backupOrRestore(command, rest)
  const { values } = parseArgs({
    args: rest,
    options: {
      domain: { type: 'string', multiple: true },
      name: { type: 'string' },
      email: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      'public-url': { type: 'string' },
    },
    strict: true,
  })
  if (command !== 'create-tenant' && command !== 'create-user' && command !== 'set-tenant')
    throw new UsageError(`Unknown command: ${command ?? '(none)'}`)
  const domains = (values.domain ?? []).map(normaliseDomain).filter(Boolean)
  if (domains.length === 0) throw new UsageError('--domain is required')
  const publicUrl = publicUrlFlag(values['public-url'])
  if (command === 'set-tenant') {
    if (publicUrl === undefined) throw new UsageError('--public-url is required')
    return withDatabase((db) => setPublicUrl(db, domains, publicUrl))
  }
  if (command !== 'create-tenant' && publicUrl !== undefined)
    throw new UsageError('--public-url is for create-tenant and set-tenant')
  const name = required(values.name, 'name')
  const createUserInput =
    command === 'create-user'
      ? {
          email: check(UsernameSchema, required(values.email, 'email'), 'email'),
          role: check(RoleSchema, required(values.role, 'role'), 'role'),
          password: values.password === undefined ? undefined : check(NewPasswordSchema, values.password, 'password'),
        }
      : null
  return withDatabase(async (db) => {
    if (!createUserInput) {
      const tenant = await createTenant(db, { name, domains, publicUrl })
      const links = publicUrl ? `; e-mailed links point at ${publicUrl}` : ''
      return `Created tenant "${name}" (${tenant.id}) on ${domains.join(', ')}${links}`
    }
    const [domain] = domains
    const tenantId = domain ? await findTenantIdByDomain(db, domain) : undefined
    if (!tenantId) throw new UsageError(`No tenant is served on ${domain}`)
    const user = await createUser(db, { tenantId, fullName: name, ...createUserInput })
    return user.passwordHash
      ? `Created ${user.role} ${user.email}; they can sign in with their password now.`
      : `Invited ${user.role} ${user.email}; their first sign-in e-mails a 6-digit code.`
  })
}

/** --public-url: undefined when not given, null when given empty (back to PUBLIC_URL), else the checked address. */
function publicUrlFlag(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined
  if (value.trim() === '') return null
  return check(PublicUrlSchema, value, 'public-url')
}

/** `set-tenant`: the tenant served on the domain gets its public address (null: the server's PUBLIC_URL). */
async function setPublicUrl(db: Db, domains: string[], publicUrl: string | null): Promise<string> {
  if (domains.length > 1) throw new UsageError('set-tenant takes one --domain')
  const [domain] = domains
  const tenantId = domain ? await findTenantIdByDomain(db, domain) : undefined
  if (!tenantId) throw new UsageError(`No tenant is served on ${domain}`)
  await setTenantPublicUrl(db, tenantId, publicUrl)
  return publicUrl
    ? `The tenant on ${domain} now e-mails links to ${publicUrl}.`
    : `The tenant on ${domain} now e-mails links to the server's PUBLIC_URL.`
}

/** Opens the database the configuration names (the embedded one only while no server has it), runs `work`, closes it. */
async function withDatabase(work: (db: Db) => Promise<string>): Promise<string> {
  const config = readConfig(process.env)
  if (!config.databaseUrl) assertServerStopped(config.dataDir)
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pgdata'),
  })
  try {
    return await work(database.db)
  } finally {
    await database.close()
  }
}

main(process.argv.slice(2)).then(
  (message) => {
    console.log(message)
  },
  (error: unknown) => {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error)) {
      console.error(`${error.message}\n\n${USAGE}`)
      process.exitCode = 2
    } else if (error instanceof AppError || error instanceof BackupError) {
      console.error(error.message)
      process.exitCode = 1
    } else {
      console.error(error)
      process.exitCode = 1
    }
  },
)
