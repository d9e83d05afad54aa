import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import type { Db } from '../db/client'
import { tenantDomains, tenants } from '../db/schema/tenants'
import type { AppEnv, Tenant } from './app-env'
import { badRequest } from './errors'

const TTL_MS = 30_000
const cache = new Map<string, { tenant: Tenant | null; at: number }>()

/** Normalises a Domain header or DomainName: lower case, no port, no trailing dot. */
export function normaliseDomain(value: string): string {
  return value.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
}

/** The tenant served on a host name (any case, port or trailing dot), or null; lookups are cached for 30 s. */
export async function findTenant(db: Db, name: string): Promise<Tenant | null> {
  const domain = normaliseDomain(name)
  const now = Date.now()
  let hit = cache.get(domain)
  if (!hit || now - hit.at > TTL_MS) {
    const rows = await db
      .select({ id: tenants.id, name: tenants.name, publicUrl: tenants.publicUrl })
      .from(tenantDomains)
      .innerJoin(tenants, eq(tenants.id, tenantDomains.tenantId))
      .where(eq(tenantDomains.domain, domain))
      .limit(1)
    const row = rows[0]
    hit = { tenant: row ? { ...row, domain } : null, at: now }
    if (cache.size > 1000) cache.clear()
    cache.set(domain, hit)
  }
  return hit.tenant
}

/** Resolves the request's tenant from its `Domain` header; unknown or missing is 400. */
export const resolveTenant = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('Domain')
  if (!header) throw badRequest('The Domain header is required')
  const tenant = await findTenant(c.var.db, header)
  if (!tenant) throw badRequest(`Unknown tenant domain: ${normaliseDomain(header)}`)
  c.set('tenant', tenant)
  await next()
})

/** Forgets cached domain lookups (after the CLI or a test changes tenants). */
export function clearTenantCache(): void {
  cache.clear()
}
