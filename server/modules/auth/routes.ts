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
import { clientIp, throttleAddress } from '../../lib/client-ip'
import { allow } from '../../lib/policy'
import { declined, fail, ok } from '../../lib/respond'
import { endSession, requireActor, setSecureCookie, startSession } from '../../lib/session'
import { json, query } from '../../lib/validate'
import { findUserByEmail, toSessionUser } from '../users/service'
import { runAfterAnswer } from './after-answer'
import { type Device, deviceHashOf, deviceOf, keepDevice } from './device'
import { RESET_TICKET_TTL_MS } from './otp-service'
import { authRateLimit } from './rate-limit'
import { clearResetRequested, markResetRequested, resetRequested } from './reset-marker'
import { type AuthContext, checkFirstLogin, forgotPassword, updatePassword, validateOtp, validateUser } from './service'

const RESET_COOKIE = 'pw_reset'

function authContext(c: Context<AppEnv>, device: Device): AuthContext {
  const { deps } = c.var
  return {
    db: c.var.db,
    mailer: deps.mailer,
    afterAnswer: (task) => runAfterAnswer(deps, task),
    tenant: c.var.tenant,
    now: deps.now(),
    clientIp: throttleAddress(clientIp(c)),
    deviceHash: deviceHashOf(device),
  }
}

async function currentUser(c: Context<AppEnv>) {
  const actor = requireActor(c)
  const user = await findUserByEmail(c.var.db, actor.tenantId, actor.email)
  if (!user) return c.json(fail('Please sign in'), 401)
  return c.json(ok(toSessionUser(user, c.var.tenant)))
}

/** Sign-in, codes, passwords, logout and the current user (spec point 7, Authentication). */
export const authRoutes = new Hono<AppEnv>()
  .post('/check-first-login', allow.public(), authRateLimit, json(CheckFirstLoginSchema), async (c) => {
    const input = c.req.valid('json')
    const device = deviceOf(c)
    const firstLogin = await checkFirstLogin(authContext(c, device), input, resetRequested(c, device, input.Username))
    keepDevice(c, device)
    return firstLogin
      ? c.json(ok(null, 'A 6-digit code has been sent to your email'))
      : c.json(declined('Enter your password to continue'))
  })
  .post('/validate-user', allow.public(), authRateLimit, json(ValidateUserSchema), async (c) => {
    const device = deviceOf(c)
    const user = await validateUser(authContext(c, device), c.req.valid('json'))
    keepDevice(c, device)
    await startSession(c, c.var.db, c.var.tenant.id, user.id)
    return c.json(ok(toSessionUser(user, c.var.tenant), 'Welcome'))
  })
  .post('/validate-otp', allow.public(), authRateLimit, json(ValidateOtpSchema), async (c) => {
    const ticket = await validateOtp(authContext(c, deviceOf(c)), c.req.valid('json'))
    setSecureCookie(c, RESET_COOKIE, ticket, RESET_TICKET_TTL_MS / 1000, '/api')
    return c.json(ok(null, 'OTP verified'))
  })
  .post('/update-password', allow.public(), authRateLimit, json(UpdatePasswordSchema), async (c) => {
    const device = deviceOf(c)
    const user = await updatePassword(authContext(c, device), c.req.valid('json'), getCookie(c, RESET_COOKIE))
    keepDevice(c, device)
    // updatePassword ended the user's sessions with the new password; this browser gets a new one.
    await startSession(c, c.var.db, c.var.tenant.id, user.id)
    deleteCookie(c, RESET_COOKIE, { path: '/api' })
    clearResetRequested(c)
    return c.json(ok(toSessionUser(user, c.var.tenant), 'Password updated successfully'))
  })
  .put('/forgot-password', allow.public(), authRateLimit, json(ForgotPasswordSchema), async (c) => {
    const input = c.req.valid('json')
    const device = deviceOf(c)
    forgotPassword(authContext(c, device), input)
    keepDevice(c, device)
    markResetRequested(c, device, input.Username)
    return c.json(ok(null, 'Password reset instructions have been sent to your email'))
  })
  .get('/logout', allow.public(), async (c) => {
    await endSession(c)
    return c.json(ok(null, 'Logged out'))
  })
  .get('/validate-login', allow.signedIn(), query(ValidateLoginQuerySchema), currentUser)
  .get('/current-user', allow.signedIn(), currentUser)
