import { and, eq, gt, lt } from 'drizzle-orm'
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import type { Db } from '../../db/client'
import { knownDevices } from '../../db/schema/auth'
import type { AppEnv } from '../../lib/app-env'
import { randomToken, sha256 } from '../../lib/crypto'
import { setSecureCookie } from '../../lib/session'

/** The cookie naming this browser to the sign-in endpoints (a random token; the server keeps only its SHA-256). */
export const DEVICE_COOKIE = 'did'
const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600
/** A browser stays known this long after its last successful sign-in. */
export const KNOWN_DEVICE_TTL_MS = 90 * 24 * 3_600_000
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/

/** This browser's device token: the cookie's when it has one, otherwise a new one that `keepDevice` sets. */
export interface Device {
  token: string
  isNew: boolean
}

/** Reads the device cookie, or makes a new token for a browser without one. */
export function deviceOf(c: Context<AppEnv>): Device {
  const token = getCookie(c, DEVICE_COOKIE)
  return token && TOKEN_SHAPE.test(token) ? { token, isNew: false } : { token: randomToken(), isNew: true }
}

/** Sends the device cookie when the token is new. */
export function keepDevice(c: Context<AppEnv>, device: Device): void {
  if (device.isNew) setSecureCookie(c, DEVICE_COOKIE, device.token, DEVICE_COOKIE_SECONDS, '/api')
}

/** True when the user signed in from this browser within KNOWN_DEVICE_TTL_MS (and no reset revoked it since). */
export async function isKnownDevice(
  db: Db,
  deviceHash: string,
  userId: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!userId) return false
  const rows = await db
    .select({ userId: knownDevices.userId })
    .from(knownDevices)
    .where(
      and(eq(knownDevices.tokenHash, deviceHash), eq(knownDevices.userId, userId), gt(knownDevices.expiresAt, now)),
    )
    .limit(1)
  return rows.length > 0
}

/** Records a successful sign-in from this browser, and drops the user's expired devices. */
export async function rememberDevice(db: Db, deviceHash: string, userId: string, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + KNOWN_DEVICE_TTL_MS)
  await db
    .insert(knownDevices)
    .values({ tokenHash: deviceHash, userId, lastSignInAt: now, expiresAt })
    .onConflictDoUpdate({
      target: [knownDevices.tokenHash, knownDevices.userId],
      set: { lastSignInAt: now, expiresAt },
    })
  await db.delete(knownDevices).where(and(eq(knownDevices.userId, userId), lt(knownDevices.expiresAt, now)))
}

/** Forgets every browser of a user (after a password reset: whoever signed in before is a stranger now). */
export async function forgetDevices(db: Db, userId: string): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.userId, userId))
}

/** SHA-256 of a device token, as stored. */
export const deviceHashOf = (device: Device): string => sha256(device.token)
