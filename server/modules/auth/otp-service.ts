import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { Db } from '../../db/client'
import { oneTimeCodes } from '../../db/schema/auth'
import { dummySecretHash, hashSecret, randomOtp, randomToken, sha256, verifySecret } from '../../lib/crypto'
import type { Mailer } from '../../lib/mail'
import { countInWindow } from './throttle'

/** How long a code stays valid. */
export const OTP_TTL_MS = 10 * 60_000
/** Wrong guesses allowed per code. */
export const OTP_MAX_ATTEMPTS = 5
/** At most this many codes per account and client address per window. */
export const OTP_MAX_ISSUED = 3
/** At most this many codes per account per window for browsers it has not signed in from (limits mail bombing). */
export const OTP_MAX_ISSUED_PER_ACCOUNT = 5
/** The window of both issuing limits. */
export const OTP_ISSUE_WINDOW_MS = 15 * 60_000
/** How long a verified code lets the user set a password. */
export const RESET_TICKET_TTL_MS = 15 * 60_000

/** Who asks for a code, for whom, and from where. */
export interface CodeRequest {
  tenantId: string
  /** The e-mail as typed (normalised): limits count per e-mail, so unknown accounts count the same. */
  email: string
  /** The account to mail; undefined for an unknown or locked one, which is counted the same and mailed nothing. */
  owner: { id: string; email: string } | undefined
  clientIp: string
  /** SHA-256 of the asking browser's device token: only that browser can use the code. */
  deviceHash: string
  /** The browser signed in to this account before, so the per-account cap does not apply to it. */
  knownDevice: boolean
  now: Date
  reason: string
}

/**
 * Counts the request against the limits and, when the account exists and the limits allow, issues
 * and e-mails a code. Runs after the answer (see runAfterAnswer), so its cost, which differs for
 * real and unknown accounts, shows in no timing.
 */
export async function issueCode(db: Db, mailer: Mailer, request: CodeRequest): Promise<void> {
  const { owner, now } = request
  const accountKey = `issue:${request.tenantId}:${request.email}`
  const perAddress = await countInWindow(db, `${accountKey}:${request.clientIp}`, now, OTP_ISSUE_WINDOW_MS)
  if (perAddress.count > OTP_MAX_ISSUED) return
  if (!request.knownDevice) {
    const perAccount = await countInWindow(db, accountKey, now, OTP_ISSUE_WINDOW_MS)
    if (perAccount.count > OTP_MAX_ISSUED_PER_ACCOUNT) return
  }
  if (!owner) return
  const code = randomOtp()
  await db.insert(oneTimeCodes).values({
    id: uuidv7(),
    tenantId: request.tenantId,
    userId: owner.id,
    codeHash: await hashSecret(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    requesterHash: request.deviceHash,
  })
  await mailer.send({
    to: owner.email,
    subject: `Your verification code: ${code}`,
    text: `${request.reason}\n\nYour verification code is ${code}. It expires in 10 minutes and works once, in the browser where you asked for it.\n\nIf you did not ask for it, you can ignore this e-mail: nothing changes on your account.`,
  })
}

/**
 * Checks a code against the live codes this browser asked for; on success returns a ticket for
 * setting the password. A wrong guess costs a try on those codes only, so nobody can spend the
 * codes of another browser (the owner's) by guessing.
 */
export async function verifyCode(
  db: Db,
  userId: string,
  deviceHash: string,
  code: string,
  now: Date,
): Promise<string | null> {
  // The try is taken in the same statement that finds the codes, so concurrent guesses cannot get
  // past OTP_MAX_ATTEMPTS.
  const live = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.requesterHash, deviceHash),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning()
  if (live.length === 0) {
    await verifySecret(await dummySecretHash(), code)
    return null
  }
  live.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  for (const row of live) {
    if (await verifySecret(row.codeHash, code)) {
      const ticket = randomToken()
      const used = await db
        .update(oneTimeCodes)
        .set({
          usedAt: now,
          ticketHash: sha256(ticket),
          ticketExpiresAt: new Date(now.getTime() + RESET_TICKET_TTL_MS),
        })
        .where(and(eq(oneTimeCodes.id, row.id), isNull(oneTimeCodes.usedAt)))
        .returning({ id: oneTimeCodes.id })
      return used.length > 0 ? ticket : null
    }
  }
  return null
}

/** Consumes a ticket from a verified code; true when it was live and belonged to the user. */
export async function consumeTicket(db: Db, userId: string, ticket: string, now: Date): Promise<boolean> {
  const consumed = await db
    .update(oneTimeCodes)
    .set({ ticketHash: null, ticketExpiresAt: null })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.ticketHash, sha256(ticket)),
        gt(oneTimeCodes.ticketExpiresAt, now),
      ),
    )
    .returning({ id: oneTimeCodes.id })
  return consumed.length > 0
}

/** Whether a ticket is live for the account, without using it (so a bogus ticket costs no password hash). */
export async function ticketIsLive(db: Db, userId: string, ticket: string, now: Date): Promise<boolean> {
  const live = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.ticketHash, sha256(ticket)),
        gt(oneTimeCodes.ticketExpiresAt, now),
      ),
    )
    .limit(1)
  return live.length > 0
}

/** Ends every code and ticket of an account (after its password is set). */
export async function retireCodes(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now, ticketHash: null, ticketExpiresAt: null })
    .where(eq(oneTimeCodes.userId, userId))
}
