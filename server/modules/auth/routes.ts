import type { Context } from 'hono'
import { Hono } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import {
  CheckFirstLoginSchema,
  ForgotPasswordSchema,
  UpdatePasswordSchema,
  ValidateLoginQuerySchema,
  ValidateOtpSchema,
  ValidateUserSchema,
} from '../../../src/shared/auth-schemas'
import type { AppEnv } from '../../lib/app-env'
import { clientIp } from '../../lib/client-ip'
import { allow } from '../../lib/policy'
import { declined, fail, ok } from '../../lib/respond'
import { endSession, endUserSessions, requireActor, setSecureCookie, startSession } from '../../lib/session'
import { json, query } from '../../lib/validate'
import { findUserByEmail, toSessionUser } from '../users/service'
import { RESET_TICKET_TTL_MS } from './otp-service'
import { type AuthContext, checkFirstLogin, forgotPassword, updatePassword, validateOtp, validateUser } from './service'

const RESET_COOKIE = 'pw_reset'

function authContext(c: Context<AppEnv>): AuthContext {
  return { db: c.var.db, mailer: c.var.deps.mailer, tenant: c.var.tenant, now: c.var.deps.now(), clientIp: clientIp(c) }
}

async function currentUser(c: Context<AppEnv>) {
  const actor = requireActor(c)
  const user = await findUserByEmail(c.var.db, actor.tenantId, actor.email)
  if (!user) return c.json(fail('Please sign in'), 401)
  return c.json(ok(toSessionUser(user, c.var.tenant)))
}

/** Sign-in, codes, passwords, logout and the current user (spec point 7, Authentication). */
export const authRoutes = new Hono<AppEnv>()
  .post('/check-first-login', allow.public(), json(CheckFirstLoginSchema), async (c) => {
    const firstLogin = await checkFirstLogin(authContext(c), c.req.valid('json'))
    return firstLogin
      ? c.json(ok(null, 'A 6-digit code has been sent to your email'))
      : c.json(declined('Enter your password to continue'))
  })
  .post('/validate-user', allow.public(), json(ValidateUserSchema), async (c) => {
    const user = await validateUser(authContext(c), c.req.valid('json'))
    await startSession(c, c.var.db, c.var.tenant.id, user.id)
    return c.json(ok(toSessionUser(user, c.var.tenant), 'Welcome'))
  })
  .post('/validate-otp', allow.public(), json(ValidateOtpSchema), async (c) => {
    const ticket = await validateOtp(authContext(c), c.req.valid('json'))
    setSecureCookie(c, RESET_COOKIE, ticket, RESET_TICKET_TTL_MS / 1000, '/api')
    return c.json(ok(null, 'OTP verified'))
  })
  .post('/update-password', allow.public(), json(UpdatePasswordSchema), async (c) => {
    const user = await updatePassword(authContext(c), c.req.valid('json'), getCookie(c, RESET_COOKIE))
    await c.var.db.transaction(async (tx) => {
      await endUserSessions(tx, user.id)
      await startSession(c, tx, c.var.tenant.id, user.id)
    })
    deleteCookie(c, RESET_COOKIE, { path: '/api' })
    return c.json(ok(toSessionUser(user, c.var.tenant), 'Password updated successfully'))
  })
  .put('/forgot-password', allow.public(), json(ForgotPasswordSchema), async (c) => {
    await forgotPassword(authContext(c), c.req.valid('json'))
    return c.json(ok(null, 'Password reset instructions have been sent to your email'))
  })
  .get('/logout', allow.public(), async (c) => {
    await endSession(c)
    return c.json(ok(null, 'Logged out'))
  })
  .get('/validate-login', allow.signedIn(), query(ValidateLoginQuerySchema), currentUser)
  .get('/current-user', allow.signedIn(), currentUser)
