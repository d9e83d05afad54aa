import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { Db } from '../../db/client'
import { oneTimeCodes } from '../../db/schema/auth'
import { hashSecret, randomOtp, randomToken, sha256, verifySecret } from '../../lib/crypto'
import type { Mailer } from '../../lib/mail'

/** How long a code stays valid. */
export const OTP_TTL_MS = 10 * 60_000
/** Wrong guesses allowed per code. */
export const OTP_MAX_ATTEMPTS = 5
/** At most this many codes per account per window. */
export const OTP_MAX_ISSUED = 3
/** The window for OTP_MAX_ISSUED. */
export const OTP_ISSUE_WINDOW_MS = 15 * 60_000
/** How long a verified code lets the user set a password. */
export const RESET_TICKET_TTL_MS = 15 * 60_000

interface CodeOwner {
  tenantId: string
  userId: string
  email: string
}

/** Issues and e-mails a code unless the account already had three in the window; true when sent. */
export async function issueCode(db: Db, mailer: Mailer, owner: CodeOwner, now: Date, reason: string): Promise<boolean> {
  const since = new Date(now.getTime() - OTP_ISSUE_WINDOW_MS)
  const recent = await db
    .select({ id: oneTimeCodes.id })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, owner.userId), gt(oneTimeCodes.createdAt, since)))
  if (recent.length >= OTP_MAX_ISSUED) return false
  const code = randomOtp()
  await db.insert(oneTimeCodes).values({
    id: uuidv7(),
    tenantId: owner.tenantId,
    userId: owner.userId,
    codeHash: await hashSecret(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + OTP_TTL_MS),
  })
  await mailer.send({
    to: owner.email,
    subject: `Your verification code: ${code}`,
    text: `${reason}\n\nYour verification code is ${code}. It expires in 10 minutes and works once.\n\nIf you did not ask for it, you can ignore this e-mail.`,
  })
  return true
}

/** Checks a code against the account's live codes; on success returns a ticket for setting the password. */
export async function verifyCode(db: Db, userId: string, code: string, now: Date): Promise<string | null> {
  // Every guess takes an attempt from each live code in one statement before it is checked, so
  // concurrent guesses cannot get past OTP_MAX_ATTEMPTS.
  const live = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
        lt(oneTimeCodes.attempts, OTP_MAX_ATTEMPTS),
      ),
    )
    .returning()
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

/** Ends every code and ticket of an account (after its password is set). */
export async function retireCodes(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now, ticketHash: null, ticketExpiresAt: null })
    .where(eq(oneTimeCodes.userId, userId))
}
