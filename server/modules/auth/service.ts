import { eq } from 'drizzle-orm'
import type {
  CheckFirstLoginInput,
  ForgotPasswordInput,
  UpdatePasswordInput,
  ValidateOtpInput,
  ValidateUserInput,
} from '../../../src/shared/auth-schemas'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/users'
import type { Tenant } from '../../lib/app-env'
import { dummySecretHash, hashSecret, verifySecret } from '../../lib/crypto'
import { AppError, badRequest, forbidden } from '../../lib/errors'
import type { Mailer } from '../../lib/mail'
import { endUserSessions } from '../../lib/session'
import { normaliseDomain } from '../../lib/tenant'
import { findUserByEmail, type UserRow } from '../users/service'
import { consumeTicket, issueCode, retireCodes, verifyCode } from './otp-service'
import { clearFailures, takeAttempt } from './throttle'

/** What an auth service call needs besides its input. */
export interface AuthContext {
  db: Db
  mailer: Mailer
  tenant: Tenant
  now: Date
  clientIp: string
}

/** The message of every failed password sign-in, whatever the cause. */
export const INVALID_CREDENTIALS = 'Invalid credentials'
/** The message of every failed code check. */
export const OTP_INCORRECT = 'OTP is incorrect'

/** Auth payloads name the tenant too; it must be the one the Domain header resolved. */
export function assertSameTenant(tenant: Tenant, domainName: string): void {
  if (normaliseDomain(domainName) !== tenant.domain) throw badRequest('DomainName does not match the Domain header')
}

const isInvited = (user: UserRow) => user.passwordHash === null && user.lockedAt === null

/** Step 1: true when the account must go through the code step (a code is e-mailed), false for the password step. */
export async function checkFirstLogin(ctx: AuthContext, input: CheckFirstLoginInput): Promise<boolean> {
  assertSameTenant(ctx.tenant, input.DomainName)
  const user = await findUserByEmail(ctx.db, ctx.tenant.id, input.Username)
  if (!user || !isInvited(user)) return false
  await issueCode(
    ctx.db,
    ctx.mailer,
    { tenantId: ctx.tenant.id, userId: user.id, email: user.email },
    ctx.now,
    'Welcome! Use this code to finish signing in for the first time.',
  )
  return true
}

/** Step 2: the user for a right password; the same 401 for an unknown, invited or locked account or a wrong password. */
export async function validateUser(ctx: AuthContext, input: ValidateUserInput): Promise<UserRow> {
  assertSameTenant(ctx.tenant, input.DomainName)
  const throttleKey = `${ctx.tenant.id}:${input.Username}:${ctx.clientIp}`
  await takeAttempt(ctx.db, throttleKey, ctx.now)
  const user = await findUserByEmail(ctx.db, ctx.tenant.id, input.Username)
  const matches = await verifySecret(user?.passwordHash ?? (await dummySecretHash()), input.Password)
  if (!user?.passwordHash || user.lockedAt || !matches) throw new AppError(401, INVALID_CREDENTIALS)
  await clearFailures(ctx.db, throttleKey)
  await ctx.db.update(users).set({ lastSignInAt: ctx.now }).where(eq(users.id, user.id))
  return user
}

/** Step 3: a ticket that lets the user set a password, for a right code. */
export async function validateOtp(ctx: AuthContext, input: ValidateOtpInput): Promise<string> {
  assertSameTenant(ctx.tenant, input.DomainName)
  const throttleKey = `otp:${ctx.tenant.id}:${input.Username}:${ctx.clientIp}`
  await takeAttempt(ctx.db, throttleKey, ctx.now)
  const user = await findUserByEmail(ctx.db, ctx.tenant.id, input.Username)
  const ticket =
    user && !user.lockedAt
      ? await verifyCode(ctx.db, user.id, input.OTP, ctx.now)
      : await verifySecret(await dummySecretHash(), input.OTP).then(() => null)
  if (!ticket) throw badRequest(OTP_INCORRECT)
  await clearFailures(ctx.db, throttleKey)
  return ticket
}

/**
 * Sets a new password with the ticket a verified code gave (the spec's payload carries no old
 * password, so a session alone is never enough: a stolen session cannot take over the account).
 */
export async function updatePassword(
  ctx: AuthContext,
  input: UpdatePasswordInput,
  ticket: string | undefined,
): Promise<UserRow> {
  assertSameTenant(ctx.tenant, input.DomainName)
  const user = await findUserByEmail(ctx.db, ctx.tenant.id, input.Username)
  const ticketed = user !== undefined && ticket !== undefined && (await consumeTicket(ctx.db, user.id, ticket, ctx.now))
  if (!user || user.lockedAt || !ticketed) {
    throw forbidden('Verify the code sent to your email before setting a password')
  }
  const [updated] = await ctx.db
    .update(users)
    .set({ passwordHash: await hashSecret(input.NewPassword), lastSignInAt: ctx.now })
    .where(eq(users.id, user.id))
    .returning()
  await retireCodes(ctx.db, user.id, ctx.now)
  if (!updated) throw new Error('password update returned no row')
  return updated
}

/**
 * E-mails a code and puts the account back into the first-login state; silent for unknown accounts.
 * When the account already had its three codes in the window nothing changes, so repeated requests
 * cannot keep wiping a password without the owner getting a code.
 */
export async function forgotPassword(ctx: AuthContext, input: ForgotPasswordInput): Promise<void> {
  assertSameTenant(ctx.tenant, input.DomainName)
  const user = await findUserByEmail(ctx.db, ctx.tenant.id, input.Username)
  if (!user || user.lockedAt) return
  const sent = await issueCode(
    ctx.db,
    ctx.mailer,
    { tenantId: ctx.tenant.id, userId: user.id, email: user.email },
    ctx.now,
    'You asked to reset your password. Enter this code on the sign-in page, then choose a new password.',
  )
  if (!sent) return
  await ctx.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id))
  await endUserSessions(ctx.db, user.id)
}
