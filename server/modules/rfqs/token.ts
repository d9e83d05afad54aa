import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rfqLinkKeys } from '../../db/schema/rfqs'
import { suppliers } from '../../db/schema/suppliers'
import { forbidden } from '../../lib/errors'

/** What a partner's link grants: one RFQ, one partner, until a time. */
export interface LinkGrant {
  rfqId: string
  supplierId: string
  expiresAt: Date
}

/** What 403 says for a link that is not valid for this RFQ (tampered, expired, another RFQ's). */
export const BAD_LINK = 'This link is not valid for this request for quotation. Ask the buyer for a new one.'

/** The tenant's signing secret, made on first use (every process reads the same row). */
async function secretOf(db: Db, tenantId: string, now: Date): Promise<Buffer> {
  const read = () =>
    db.select({ secret: rfqLinkKeys.secret }).from(rfqLinkKeys).where(eq(rfqLinkKeys.tenantId, tenantId))
  let [row] = await read()
  if (!row) {
    await db
      .insert(rfqLinkKeys)
      .values({ tenantId, secret: randomBytes(32).toString('base64url'), createdAt: now })
      .onConflictDoNothing()
    ;[row] = await read()
  }
  if (!row) throw new Error('the link key was not stored')
  return Buffer.from(row.secret, 'base64url')
}

const mac = (secret: Buffer, tenantId: string, payload: string) =>
  createHmac('sha256', secret).update(`rfq-link\n${tenantId}\n${payload}`).digest()

/** A signed token for a partner's response page: `<payload>.<HMAC-SHA256>`, both base64url. */
export async function signLink(db: Db, tenantId: string, grant: LinkGrant, now: Date): Promise<string> {
  const payload = Buffer.from(
    JSON.stringify({ r: grant.rfqId, s: grant.supplierId, e: Math.floor(grant.expiresAt.getTime() / 1000) }),
  ).toString('base64url')
  return `${payload}.${mac(await secretOf(db, tenantId, now), tenantId, payload).toString('base64url')}`
}

function parsePayload(payload: string): { r: string; s: string; e: number } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof value !== 'object' || value === null) return null
    const { r, s, e } = value as Record<string, unknown>
    return typeof r === 'string' && typeof s === 'string' && typeof e === 'number' ? { r, s, e } : null
  } catch {
    return null
  }
}

/** What 403 says for a link past its time, or of a partner no longer Active (its link ends with it). */
export const EXPIRED_LINK = 'This link has expired. Ask the buyer for a new one.'

const BASE64URL_RE = /^[A-Za-z0-9_-]+$/

/**
 * True when the text is exactly how base64url writes its bytes: decoding skips characters outside
 * the alphabet and ignores stray bits, so `sig*`, `sig==` or `sig~!` would decode like `sig`.
 */
const isCanonical = (part: string) =>
  BASE64URL_RE.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part

/**
 * The link a token stands for, whatever junk was added to it: each dot-separated part as its decoded
 * bytes written again. Variants of one token share it (the per-link rate limit counts by it).
 */
export const linkKeyOf = (token: string): string =>
  token
    .split('.')
    .map((part) => Buffer.from(part, 'base64url').toString('base64url'))
    .join('.')

/**
 * The partner a token names when it is genuine (written exactly as signed), unexpired, for this RFQ
 * and of a partner still Active; 403 otherwise (an Inactive partner's link reads as expired).
 */
export async function verifyLink(db: Db, tenantId: string, rfqId: string, token: string, now: Date): Promise<string> {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) throw forbidden(BAD_LINK)
  if (!isCanonical(payload) || !isCanonical(signature)) throw forbidden(BAD_LINK)
  const expected = mac(await secretOf(db, tenantId, now), tenantId, payload)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(BAD_LINK)
  const grant = parsePayload(payload)
  if (!grant || grant.r !== rfqId) throw forbidden(BAD_LINK)
  if (grant.e * 1000 <= now.getTime()) throw forbidden(EXPIRED_LINK)
  const [partner] = await db
    .select({ status: suppliers.status })
    .from(suppliers)
    .where(and(eq(suppliers.id, grant.s), eq(suppliers.tenantId, tenantId)))
  if (partner?.status !== 'Active') throw forbidden(EXPIRED_LINK)
  return grant.s
}
