import type { Context } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import type { AppEnv } from '../../lib/app-env'
import { sha256 } from '../../lib/crypto'
import { setSecureCookie } from '../../lib/session'
import type { Device } from './device'
import { OTP_TTL_MS } from './otp-service'

/**
 * forgot-password changes nothing on the account, so step 1 would still send its owner to the
 * password step. This cookie tells step 1 that this browser asked for a code for this e-mail, and
 * is set alike for real and unknown accounts, so the answer reveals nothing. It is tied to the
 * device token, so it cannot be copied into another browser's jar.
 */
const RESET_REQUESTED_COOKIE = 'pw_forgot'

const markerOf = (c: Context<AppEnv>, device: Device, email: string) =>
  sha256(`${device.token}\n${c.var.tenant.id}\n${email}`)

/** Notes in this browser that it asked for a reset code for the e-mail (for as long as a code lives). */
export function markResetRequested(c: Context<AppEnv>, device: Device, email: string): void {
  setSecureCookie(c, RESET_REQUESTED_COOKIE, markerOf(c, device, email), OTP_TTL_MS / 1000, '/api')
}

/** True when this browser asked for a reset code for the e-mail within the last OTP_TTL_MS. */
export function resetRequested(c: Context<AppEnv>, device: Device, email: string): boolean {
  return !device.isNew && getCookie(c, RESET_REQUESTED_COOKIE) === markerOf(c, device, email)
}

/** Forgets the request once the password is set. */
export function clearResetRequested(c: Context<AppEnv>): void {
  if (getCookie(c, RESET_REQUESTED_COOKIE) !== undefined) deleteCookie(c, RESET_REQUESTED_COOKIE, { path: '/api' })
}
