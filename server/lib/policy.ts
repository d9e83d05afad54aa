import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { hasRole, type Role } from '../../src/shared/roles'
import type { AppEnv } from './app-env'
import { forbidden, unauthorized } from './errors'

/** Who may call a route: anyone, any signed-in user, or signed-in users of some roles. */
export type Policy = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'roles'; roles: readonly Role[] }

const POLICY = Symbol('policy')
type PolicyMiddleware = MiddlewareHandler<AppEnv> & { [POLICY]: Policy }

function tag(handler: MiddlewareHandler<AppEnv>, policy: Policy): PolicyMiddleware {
  return Object.assign(handler, { [POLICY]: policy })
}

/** Every route's first handler: declares and enforces who may call it. */
export const allow = {
  public: (): PolicyMiddleware =>
    tag(
      createMiddleware<AppEnv>(async (_c, next) => next()),
      { kind: 'public' },
    ),
  signedIn: (): PolicyMiddleware =>
    tag(
      createMiddleware<AppEnv>(async (c, next) => {
        if (!c.var.actor) throw unauthorized()
        await next()
      }),
      { kind: 'signed-in' },
    ),
  roles: (...roles: Role[]): PolicyMiddleware =>
    tag(
      createMiddleware<AppEnv>(async (c, next) => {
        const actor = c.var.actor
        if (!actor) throw unauthorized()
        if (!hasRole(actor.role, roles)) throw forbidden()
        await next()
      }),
      { kind: 'roles', roles },
    ),
}

/** The policy a handler declares, if it is a policy middleware. */
export function policyOf(handler: unknown): Policy | undefined {
  return typeof handler === 'function' && POLICY in handler ? (handler as PolicyMiddleware)[POLICY] : undefined
}
