import * as v from 'valibot'
import { OTP_LENGTH } from './app-constants'

/** Keeps only digits and at most six of them: the mask of the code field. */
export function maskOtp(input: string): string {
  return input.replace(/\D/g, '').slice(0, OTP_LENGTH)
}

/** Schema of a one-time code: exactly six digits. */
export const OtpSchema = v.pipe(
  v.string('OTP is required'),
  v.nonEmpty('OTP is required'),
  v.regex(/^\d{6}$/, 'OTP must be exactly 6 digits'),
)
