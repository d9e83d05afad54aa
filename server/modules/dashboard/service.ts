import { and, count, desc, eq, gt, isNull } from 'drizzle-orm'
import * as v from 'valibot'
import type { DashboardSummary } from '../../../src/shared/dashboard'
import { RoleSchema } from '../../../src/shared/roles'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema/auth'
import { tenantDomains, tenants } from '../../db/schema/tenants'
import { users } from '../../db/schema/users'
import type { Actor } from '../../lib/app-env'
import { notFound } from '../../lib/errors'

/** The signed-in user's dashboard: their tenant, its staff by role and their own sessions. */
export async function dashboardSummary(db: Db, actor: Actor, now: Date): Promise<DashboardSummary> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, actor.tenantId)).limit(1)
  if (!tenant) throw notFound('Tenant not found')
  const domains = await db
    .select({ domain: tenantDomains.domain })
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, actor.tenantId))
    .orderBy(tenantDomains.domain)
  const byRole = await db
    .select({ role: users.role, count: count() })
    .from(users)
    .where(eq(users.tenantId, actor.tenantId))
    .groupBy(users.role)
    .orderBy(desc(count()))
  const [invited] = await db
    .select({ count: count() })
    .from(users)
    .where(and(eq(users.tenantId, actor.tenantId), isNull(users.passwordHash)))
  const [mine] = await db
    .select({ count: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, actor.userId), gt(sessions.expiresAt, now)))
  const [session] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.idHash, actor.sessionIdHash))
  const roles = byRole.map((row) => ({ role: v.parse(RoleSchema, row.role), count: row.count }))
  return {
    tenant: { name: tenant.name, domains: domains.map((d) => d.domain), createdAt: tenant.createdAt.toISOString() },
    staff: { total: roles.reduce((sum, r) => sum + r.count, 0), invited: invited?.count ?? 0, byRole: roles },
    you: { activeSessions: mine?.count ?? 0, sessionStartedAt: (session?.createdAt ?? now).toISOString() },
  }
}
