import * as v from 'valibot'
import { api } from '../../lib/api-client'
import { APP_ID } from '../../shared/app-constants'
import { SessionUserSchema } from '../../shared/user'

const domainName = () => window.location.hostname
const Nothing = v.unknown()

/** Step 1: true sends the user to the code step, false to the password step. */
export async function checkFirstLogin(email: string): Promise<boolean> {
  const answer = await api.post('check-first-login', Nothing, {
    body: { AppID: APP_ID, DomainName: domainName(), Username: email },
  })
  return answer.status
}

/** Step 2: signs in with a password and returns the user. */
export async function validateUser(email: string, password: string) {
  const answer = await api.post('validate-user', v.nullish(SessionUserSchema), {
    body: { AppID: APP_ID, DomainName: domainName(), Username: email, Password: password },
  })
  return answer.status && answer.data ? answer.data : null
}

/** Step 3: checks the e-mailed code; true when it was right. */
export async function validateOtp(email: string, otp: string): Promise<boolean> {
  const answer = await api.post('validate-otp', Nothing, {
    body: { AppID: APP_ID, DomainName: domainName(), Username: email, OTP: otp },
  })
  return answer.status
}

/** Sets the new password; the server signs the user in and returns them. */
export function updatePassword(email: string, newPassword: string, confirmPassword: string) {
  return api.post('update-password', v.nullish(SessionUserSchema), {
    body: {
      AppID: APP_ID,
      DomainName: domainName(),
      Username: email,
      NewPassword: newPassword,
      ConfirmPassword: confirmPassword,
    },
  })
}

/** E-mails a reset code; nothing changes on the account until the code is verified and a new password set. */
export function forgotPassword(email: string) {
  return api.put('forgot-password', Nothing, { body: { DomainName: domainName(), Username: email } })
}

/** Ends the server session. */
export function logout() {
  return api.get('logout', Nothing)
}

/** The signed-in user according to the server (401 when signed out). */
export async function fetchCurrentUser(options: { early?: boolean } = {}) {
  const answer = await api.get('current-user', SessionUserSchema, options)
  return answer.data
}
