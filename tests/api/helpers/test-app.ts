import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import pino from 'pino'
import { createApp } from '../../../server/app'
import type { Db } from '../../../server/db/client'
import { users } from '../../../server/db/schema/users'
import { seedIfEmpty } from '../../../server/db/seed'
import type { AppEnv, Deps } from '../../../server/lib/app-env'
import { createMemoryMailer } from '../../../server/lib/mail'
import { clearTenantCache } from '../../../server/lib/tenant'
import { createTenant, createUser, findTenantIdByDomain } from '../../../server/modules/users/service'
import type { Role } from '../../../src/shared/roles'
import { ApiClient, type ClientOptions } from './api-client'
import { openTestDatabase } from './test-database'

/** A password that meets every rule, used for the users the tests create. */
export const TEST_PASSWORD = 'Start#Pass1'
/** Another valid password, for changes. */
export const NEW_PASSWORD = 'Changed#Pass2'

/** The app's clock in a test: starts at a fixed instant and moves only when told. */
export interface TestClock {
  now: () => Date
  advanceMinutes: (minutes: number) => void
}

/** A user a test created, with the password it was given (none when invited). */
export interface TestUser {
  id: string
  email: string
  password: string | undefined
  tenantId: string
}

let sequence = 0
/** A unique number in this test file, for e-mails and client addresses. */
export function nextId(): number {
  sequence += 1
  return sequence
}

/** A client address no other test in the file uses, so throttling state never leaks between tests. */
export function nextIp(): string {
  const n = nextId()
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`
}

/** An auth payload for the localhost tenant: AppID, DomainName and Username plus the rest. */
export function authBody(username: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { AppID: 5, DomainName: 'localhost', Username: username, ...extra }
}

/**
 * Builds a fresh app on a fresh, seeded database with a memory mailer and a test clock; one per test
 * file. The demo catalogue is seeded only when asked, so tests start from an empty catalogue.
 */
export async function createTestApp(options: { demoCatalogue?: boolean; publicUrl?: string } = {}) {
  const database = await openTestDatabase()
  await seedIfEmpty(database.db, { catalogue: options.demoCatalogue ?? false })
  clearTenantCache()
  let current = Date.parse('2026-01-05T09:00:00.000Z')
  const clock: TestClock = {
    now: () => new Date(current),
    advanceMinutes: (minutes) => {
      current += minutes * 60_000
    },
  }
  const mailer = createMemoryMailer()
  // Work the app runs after an answer (sending codes): clients wait for it, so a test sees the e-mail.
  const afterAnswer = new Set<Promise<void>>()
  const afterAnswerErrors: unknown[] = []
  const settled = async () => {
    while (afterAnswer.size > 0) await Promise.all(afterAnswer)
    const error = afterAnswerErrors.shift()
    if (error !== undefined) throw error
  }
  const deps: Deps = {
    db: database.db,
    mailer,
    logger: pino({ level: 'silent' }),
    now: clock.now,
    session: { idleMinutes: 30, absoluteHours: 12 },
    trustProxy: true,
    publicUrl: options.publicUrl,
    runAfterAnswer: (task) => {
      const running: Promise<void> = task()
        .catch((error: unknown) => {
          afterAnswerErrors.push(error)
        })
        .finally(() => afterAnswer.delete(running))
      afterAnswer.add(running)
    },
  }
  const app: Hono<AppEnv> = createApp(deps)
  const waitingApp = new Hono<AppEnv>().all('*', async (c) => {
    const res = await app.fetch(c.req.raw)
    await settled()
    return res
  })
  const demoTenantId = await findTenantIdByDomain(database.db, 'localhost')
  if (!demoTenantId) throw new Error('the demo tenant was not seeded')

  const sentTo = (email: string) => mailer.sent.filter((m) => m.to === email.toLowerCase())

  return {
    app,
    db: database.db as Db,
    deps,
    mailer,
    clock,
    demoTenantId,
    /** A new browser-like client with an empty cookie jar and its own address unless given one. */
    client: (options: ClientOptions = {}) => new ApiClient(waitingApp, { ...options, ip: options.ip ?? nextIp() }),
    /** Waits for the work the app runs after its answers (clients already do after each request). */
    settled,
    /** The same browser (a copy of the client's cookies) calling from another address. */
    sameBrowser(client: ApiClient, ip: string = nextIp()): ApiClient {
      const copy = new ApiClient(waitingApp, { domain: client.domain, origin: client.origin, ip })
      for (const [name, value] of client.cookies) copy.cookies.set(name, value)
      return copy
    },
    /** Creates a user; invited (no password) when asked. */
    async createUser(
      options: { role?: Role; invited?: boolean; tenantId?: string; email?: string } = {},
    ): Promise<TestUser> {
      const email = options.email ?? `user${nextId()}@demo.local`
      const password = options.invited ? undefined : TEST_PASSWORD
      const tenantId = options.tenantId ?? demoTenantId
      const row = await createUser(database.db, {
        tenantId,
        email,
        fullName: `Test ${email}`,
        role: options.role ?? 'buyer',
        password,
      })
      return { id: row.id, email: row.email, password, tenantId }
    },
    /** Creates another tenant on the given domains and forgets cached domain lookups. */
    async createTenant(name: string, domains: string[]): Promise<string> {
      const { id } = await createTenant(database.db, { name, domains })
      clearTenantCache()
      return id
    },
    /** Locks an account the way an administrator would. */
    async lockUser(userId: string): Promise<void> {
      await database.db.update(users).set({ lockedAt: clock.now() }).where(eq(users.id, userId))
    },
    /** How many e-mails went to an address. */
    mailCount: (email: string) => sentTo(email).length,
    /** The 6-digit code in the last e-mail to an address. */
    lastCode(email: string): string {
      const last = sentTo(email).at(-1)
      const code = last?.text.match(/\b(\d{6})\b/)?.[1]
      if (!code) throw new Error(`no code was e-mailed to ${email}`)
      return code
    },
    /** Signs a client in with a password; fails the test unless it works. */
    async signIn(client: ApiClient, email: string, password: string = TEST_PASSWORD) {
      const res = await client.post('validate-user', authBody(email, { Password: password }))
      if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`)
      return res
    },
    close: async () => {
      await settled().catch(() => undefined)
      clearTenantCache()
      await database.close()
    },
  }
}

/** What createTestApp returns. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>
