import { and, asc, count, eq, gt } from 'drizzle-orm'
import type { DashboardSummary, RoleFigures } from '../../../src/shared/dashboard'
import type { Db } from '../../db/client'
import { sessions } from '../../db/schema/auth'
import { tenantDomains, tenants } from '../../db/schema/tenants'
import type { Actor } from '../../lib/app-env'
import { notFound } from '../../lib/errors'
import { adminFigures } from './admin'
import { approverFigures } from './approver'
import { buyerFigures } from './buyer'
import { catalogueFigures } from './catalogue'
import { isoDay } from './days'
import { warehouseFigures } from './warehouse'

/** The figures of the actor's role. */
function figuresFor(db: Db, actor: Actor, now: Date, today: string): Promise<RoleFigures> {
  switch (actor.role) {
    case 'buyer':
      return buyerFigures(db, actor, now, today)
    case 'approver':
      return approverFigures(db, actor, now, today)
    case 'warehouse':
      return warehouseFigures(db, actor, today)
    case 'catalogue_manager':
      return catalogueFigures(db, actor)
    case 'admin':
      return adminFigures(db, actor, now, today)
  }
}

/** GET get-dashboard: the tenant, the user's own sessions and the figures of their role, for today (UTC). */
export async function dashboardSummary(db: Db, actor: Actor, now: Date): Promise<DashboardSummary> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, actor.tenantId)).limit(1)
  if (!tenant) throw notFound('Tenant not found')
  const domains = await db
    .select({ domain: tenantDomains.domain })
    .from(tenantDomains)
    .where(eq(tenantDomains.tenantId, actor.tenantId))
    .orderBy(asc(tenantDomains.domain))
  const [mine] = await db
    .select({ count: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, actor.userId), gt(sessions.expiresAt, now)))
  const [session] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.idHash, actor.sessionIdHash))
  const today = isoDay(now)
  return {
    tenant: { name: tenant.name, domains: domains.map((d) => d.domain), createdAt: tenant.createdAt.toISOString() },
    you: { activeSessions: mine?.count ?? 0, sessionStartedAt: (session?.createdAt ?? now).toISOString() },
    today,
    figures: await figuresFor(db, actor, now, today),
  }
}
