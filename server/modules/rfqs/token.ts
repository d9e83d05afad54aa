import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rfqLinkKeys } from '../../db/schema/rfqs'
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

/** The partner a token names when it is genuine, unexpired and for this RFQ; 403 otherwise. */
export async function verifyLink(db: Db, tenantId: string, rfqId: string, token: string, now: Date): Promise<string> {
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) throw forbidden(BAD_LINK)
  const expected = mac(await secretOf(db, tenantId, now), tenantId, payload)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden(BAD_LINK)
  const grant = parsePayload(payload)
  if (!grant || grant.r !== rfqId) throw forbidden(BAD_LINK)
  if (grant.e * 1000 <= now.getTime()) throw forbidden('This link has expired. Ask the buyer for a new one.')
  return grant.s
}
