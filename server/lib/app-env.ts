import type { Logger } from 'pino'
import type { Role } from '../../src/shared/roles'
import type { Db } from '../db/client'
import type { Mailer } from './mail'

/** What the app is built from: `main.ts` passes real ones, tests pass their own. */
export interface Deps {
  db: Db
  mailer: Mailer
  logger: Logger
  now: () => Date
  session: { idleMinutes: number; absoluteHours: number }
  trustProxy: boolean
  staticRoot?: string
  /** Where uploaded files (product images) are stored and served from under /files. */
  filesDir: string
}

/** The tenant a request is for, resolved from its `Domain` header. */
export interface Tenant {
  id: string
  name: string
  domain: string
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
  }
}
