import type { Logger } from 'pino'
import type { Role } from '../../src/shared/roles'
import type { Db } from '../db/client'
import type { PoolStats } from './app-metrics'
import type { Mailer } from './mail'

/** What the app is built from: `main.ts` passes real ones, tests pass their own. */
export interface Deps {
  db: Db
  mailer: Mailer
  logger: Logger
  now: () => Date
  session: { idleMinutes: number; absoluteHours: number }
  trustProxy: boolean
  /** Proxies that append to X-Forwarded-For (default 1); the client is that many entries from the right. */
  trustProxyHops?: number
  /** Sign-in endpoint requests per minute per client address (default 60). */
  authRatePerMinute?: number
  /** Runs work an answer must not wait for (nor reveal by its timing); default: started after the answer, errors logged. */
  runAfterAnswer?: (task: () => Promise<void>) => void
  staticRoot?: string
  /** Bearer token of `/metrics`; without one the endpoint does not exist (404). */
  metricsToken?: string
  /** Usage of the PostgreSQL connection pool, for `/metrics` (absent on PGlite). */
  poolStats?: () => PoolStats
  /** Where e-mailed links point for a tenant with no public address of its own (PUBLIC_URL). */
  publicUrl?: string
}

/** The tenant a request is for, resolved from its `Domain` header. */
export interface Tenant {
  id: string
  name: string
  domain: string
  /** Its own address for e-mailed links, or null for the server's PUBLIC_URL (server/lib/public-url.ts). */
  publicUrl: string | null
}

/** The signed-in user making a request. */
export interface Actor {
  userId: string
  tenantId: string
  email: string
  fullName: string
  role: Role
  sessionIdHash: string
}

/** Hono environment of every route. */
export interface AppEnv {
  Variables: {
    deps: Deps
    db: Db
    tenant: Tenant
    actor: Actor | null
    /** This request's id (server/lib/request-context.ts), also in the `X-Request-Id` answer header. */
    requestId: string
    /** The process logger with this request's id on every line. */
    logger: Logger
  }
}
