import * as v from 'valibot'
import type { FieldErrors } from '../../components/form-kit/field-errors'
import { type Checked, checkWith, errorsOf, mapChecked, withErrors } from '../../components/form-kit/schema-check'
import { NewPasswordSchema, PasswordSchema, UsernameSchema } from '../../shared/auth-schemas'
import { OtpSchema } from '../../shared/otp'
import { PASSWORDS_DO_NOT_MATCH } from '../../shared/password-rules'

type Step = 'email' | 'password' | 'otp'

/** What each step of the sign-in checks, with the shared schemas the server checks with (spec point 5, Login). */
const STEP_SCHEMAS = {
  email: v.object({ email: UsernameSchema }),
  password: v.object({ email: UsernameSchema, password: PasswordSchema }),
  otp: v.object({ email: UsernameSchema, otp: OtpSchema }),
} satisfies Record<Step, v.GenericSchema>

const LOGIN_FIELDS = ['email', 'password', 'otp']

/**
 * The login form's errors for a step, as Mantine's `validate` takes them: every submit sets them
 * afresh, so the same mistake keeps its message however often Continue is pressed.
 */
export function loginStepErrors(step: Step, values: { email: string; password: string; otp: string }): FieldErrors {
  return errorsOf(checkWith(STEP_SCHEMAS[step], values, LOGIN_FIELDS))
}

/** The forgot-password form's check: the e-mail, as the server takes it. */
export const checkResetEmail = (values: { email: string }) =>
  checkWith(v.object({ email: UsernameSchema }), values, ['email'])

/** What the set-password form edits. */
export interface NewPasswordValues {
  newPassword: string
  confirmPassword: string
}

/** The set-password form's check: the five rules on the new password, and the confirmation matching it. */
export function checkNewPassword(values: NewPasswordValues): Checked<NewPasswordValues> {
  const checked = mapChecked(
    checkWith(v.object({ newPassword: NewPasswordSchema }), values, ['newPassword']),
    () => values,
  )
  const mismatch: FieldErrors =
    values.confirmPassword === values.newPassword ? {} : { confirmPassword: PASSWORDS_DO_NOT_MATCH }
  return withErrors(checked, mismatch)
}
