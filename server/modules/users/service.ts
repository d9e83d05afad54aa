import { and, eq } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { type Role, RoleSchema } from '../../../src/shared/roles'
import type { SessionUser } from '../../../src/shared/user'
import type { Db } from '../../db/client'
import { tenantDomains, tenants } from '../../db/schema/tenants'
import { users } from '../../db/schema/users'
import { hashSecret } from '../../lib/crypto'
import { conflict } from '../../lib/errors'

/** A user row as the auth code needs it. */
export type UserRow = typeof users.$inferSelect

/** Finds a user of a tenant by e-mail (lower case). */
export async function findUserByEmail(db: Db, tenantId: string, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email.toLowerCase())))
    .limit(1)
  return row
}

/** The user as the client stores it. */
export function toSessionUser(user: UserRow, tenant: { name: string; domain: string }): SessionUser {
  return {
    UserID: user.id,
    Username: user.email,
    FullName: user.fullName,
    Role: v.parse(RoleSchema, user.role),
    TenantName: tenant.name,
    TenantDomain: tenant.domain,
  }
}

/** Creates a user; without a password the user is invited and signs in first with an e-mailed code. */
export async function createUser(
  db: Db,
  input: { tenantId: string; email: string; fullName: string; role: Role; password?: string },
): Promise<UserRow> {
  const email = input.email.trim().toLowerCase()
  if (await findUserByEmail(db, input.tenantId, email)) throw conflict(`A user with the email ${email} already exists`)
  const [row] = await db
    .insert(users)
    .values({
      id: uuidv7(),
      tenantId: input.tenantId,
      email,
      fullName: input.fullName.trim(),
      role: input.role,
      passwordHash: input.password ? await hashSecret(input.password) : null,
    })
    .returning()
  if (!row) throw new Error('insert returned no row')
  return row
}

/** Creates a tenant served on the given domains. */
export async function createTenant(
  db: Db,
  input: { name: string; domains: string[]; publicUrl?: string | null },
): Promise<{ id: string }> {
  const id = uuidv7()
  await db.transaction(async (tx) => {
    for (const domain of input.domains) {
      const [taken] = await tx.select().from(tenantDomains).where(eq(tenantDomains.domain, domain)).limit(1)
      if (taken) throw conflict(`The domain ${domain} already belongs to a tenant`)
    }
    await tx.insert(tenants).values({ id, name: input.name.trim(), publicUrl: input.publicUrl ?? null })
    await tx.insert(tenantDomains).values(input.domains.map((domain) => ({ domain, tenantId: id })))
  })
  return { id }
}

/** Sets the address the tenant's e-mailed links point at; null: the server's PUBLIC_URL. */
export async function setTenantPublicUrl(db: Db, tenantId: string, publicUrl: string | null): Promise<void> {
  await db.update(tenants).set({ publicUrl }).where(eq(tenants.id, tenantId))
}

/** The tenant id served on a domain, if any. */
export async function findTenantIdByDomain(db: Db, domain: string): Promise<string | undefined> {
  const [row] = await db.select().from(tenantDomains).where(eq(tenantDomains.domain, domain)).limit(1)
  return row?.tenantId
}
