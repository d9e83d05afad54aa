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
import { forgetDevices, isKnownDevice, rememberDevice } from './device'
import { consumeTicket, issueCode, retireCodes, ticketIsLive, verifyCode } from './otp-service'
import { clearFailures, refundAttempt, takeAttempt } from './throttle'

/** What an auth service call needs besides its input. */
export interface AuthContext {
  db: Db
  mailer: Mailer
  /** Runs work after the answer (see runAfterAnswer). */
  afterAnswer: (task: () => Promise<void>) => void
  tenant: Tenant
  now: Date
  clientIp: string
  /** SHA-256 of this browser's device token (a fresh one when it had none). */
  deviceHash: string
}

/** The message of every failed password sign-in, whatever the cause. */
export const INVALID_CREDENTIALS = 'Invalid credentials'
/** The message of every failed code check. */
export const OTP_INCORRECT = 'OTP is incorrect'
/** Wrong passwords per account in one window from browsers that never signed in to it, from all addresses together. */
export const ACCOUNT_MAX_FAILURES = 20

const RESET_REASON =
  'You asked to reset your password. Enter this code on the sign-in page, then choose a new password.'

/** Auth payloads name the tenant too; it must be the one the Domain header resolved. */
export function assertSameTenant(tenant: Tenant, domainName: string): void {
  if (normaliseDomain(domainName) !== tenant.domain) throw badRequest('DomainName does not match the Domain header')
}

const isInvited = (user: UserRow) => user.passwordHash === null && user.lockedAt === null

/**
 * Sends a code to the account behind the e-mail if there is one that may have it, after the
 * answer: the answer and its timing are the same for real, locked and unknown accounts.
 */
function sendCodeLater(ctx: AuthContext, email: string, reason: string, found?: UserRow): void {
  ctx.afterAnswer(async () => {
    const user = found ?? (await findUserByEmail(ctx.db, ctx.tenant.id, email))
    const owner = user && !user.lockedAt ? user : undefined
    await issueCode(ctx.db, ctx.mailer, {
      tenantId: ctx.tenant.id,
      email,
      owner,
      clientIp: ctx.clientIp,
      deviceHash: ctx.deviceHash,
      knownDevice: await isKnownDevice(ctx.db, ctx.deviceHash, owner?.id, ctx.now),
      now: ctx.now,
      reason,
    })
  })
}

/**
 * Step 1: true when the account must go through the code step (a code is e-mailed), false for the
 * password step. An invited account goes to the code step, and so does any e-mail, known or not,
 * for which this browser asked for a reset code (`resetRequested`).
 */
export async function checkFirstLogin(
  ctx: AuthContext,
  input: CheckFirstLoginInput,
  resetRequested: boolean,
): Promise<boolean> {
  assertSameTenant(ctx.tenant, input.DomainName)
  if (resetRequested) {
    sendCodeLater(ctx, input.Username, RESET_REASON)
    return true
  }
  const user = await findUserByEmail(ctx.db, ctx.tenant.id, input.Username)
  if (!user || !isInvited(user)) return false
  sendCodeLater(ctx, input.Username, 'Welcome! Use this code to finish signing in for the first time.', user)
  return true
}

/**
 * Step 2: the user for a right password; the same 401 for an unknown, invited or locked account or
 * a wrong password. Failures count per account and address (5) and, for browsers that never signed
 * in to the account, per account across all addresses (ACCOUNT_MAX_FAILURES), so guesses spread
 * over many addresses are stopped while the owner's own browser still gets in.
 */
export async function validateUser(ctx: AuthContext, input: ValidateUserInput): Promise<UserRow> {
  assertSameTenant(ctx.tenant, input.DomainName)
  const addressKey = `${ctx.tenant.id}:${input.Username}:${ctx.clientIp}`
  await takeAttempt(ctx.db, addressKey, ctx.now)
  const user = await findUserByEmail(ctx.db, ctx.tenant.id, input.Username)
  const known = await isKnownDevice(ctx.db, ctx.deviceHash, user?.id, ctx.now)
  const accountKey = `account:${ctx.tenant.id}:${input.Username}`
  if (!known) await takeAttempt(ctx.db, accountKey, ctx.now, ACCOUNT_MAX_FAILURES)
  const matches = await verifySecret(user?.passwordHash ?? (await dummySecretHash()), input.Password)
  if (!user?.passwordHash || user.lockedAt || !matches) throw new AppError(401, INVALID_CREDENTIALS)
  await clearFailures(ctx.db, addressKey)
  // The owner signing in from a known browser lifts a block that strangers' guesses caused.
  await (known ? clearFailures(ctx.db, accountKey) : refundAttempt(ctx.db, accountKey))
  await rememberDevice(ctx.db, ctx.deviceHash, user.id, ctx.now)
  await ctx.db.update(users).set({ lastSignInAt: ctx.now }).where(eq(users.id, user.id))
  return user
}

/** Step 3: a ticket that lets the user set a password, for a right code asked for from this browser. */
export async function validateOtp(ctx: AuthContext, input: ValidateOtpInput): Promise<string> {
  assertSameTenant(ctx.tenant, input.DomainName)
  const throttleKey = `otp:${ctx.tenant.id}:${input.Username}:${ctx.clientIp}`
  await takeAttempt(ctx.db, throttleKey, ctx.now)
  const user = await findUserByEmail(ctx.db, ctx.tenant.id, input.Username)
  const ticket =
    user && !user.lockedAt
      ? await verifyCode(ctx.db, user.id, ctx.deviceHash, input.OTP, ctx.now)
      : await verifySecret(await dummySecretHash(), input.OTP).then(() => null)
  if (!ticket) throw badRequest(OTP_INCORRECT)
  await clearFailures(ctx.db, throttleKey)
  return ticket
}

/**
 * Sets a new password with the ticket a verified code gave (the spec's payload carries no old
 * password, so a session alone is never enough: a stolen session cannot take over the account).
 * Only now does anything change on the account: its sessions end, and every browser but this one
 * stops being a known device.
 */
export async function updatePassword(
  ctx: AuthContext,
  input: UpdatePasswordInput,
  ticket: string | undefined,
): Promise<UserRow> {
  assertSameTenant(ctx.tenant, input.DomainName)
  const refused = () => forbidden('Verify the code sent to your email before setting a password')
  const user = await findUserByEmail(ctx.db, ctx.tenant.id, input.Username)
  // The ticket is checked before the (slow) hash, so a bogus one is refused as fast for a real
  // account as for an unknown one; it is used up inside the transaction, which closes the race.
  if (!user || user.lockedAt || ticket === undefined || !(await ticketIsLive(ctx.db, user.id, ticket, ctx.now))) {
    throw refused()
  }
  const passwordHash = await hashSecret(input.NewPassword)
  return ctx.db.transaction(async (tx) => {
    if (!(await consumeTicket(tx, user.id, ticket, ctx.now))) throw refused()
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, lastSignInAt: ctx.now })
      .where(eq(users.id, user.id))
      .returning()
    if (!updated) throw new Error('password update returned no row')
    await retireCodes(tx, user.id, ctx.now)
    await forgetDevices(tx, user.id)
    await rememberDevice(tx, ctx.deviceHash, user.id, ctx.now)
    // In the same transaction as the new password: no old session outlives it, even if what follows fails.
    await endUserSessions(tx, user.id)
    return updated
  })
}

/**
 * E-mails a reset code (within the limits, after the answer) and changes nothing else: the
 * password, the sessions and the known devices stay until the code is verified and a new password
 * set. Unknown and locked accounts get the same answer, as fast, and no e-mail.
 */
export function forgotPassword(ctx: AuthContext, input: ForgotPasswordInput): void {
  assertSameTenant(ctx.tenant, input.DomainName)
  sendCodeLater(ctx, input.Username, RESET_REASON)
}
