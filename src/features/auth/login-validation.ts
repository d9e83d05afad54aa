import type { FormErrors } from '@mantine/form'
import * as v from 'valibot'
import { UsernameSchema } from '../../shared/auth-schemas'
import { OtpSchema } from '../../shared/otp'

type Field = 'email' | 'password' | 'otp'

function firstIssue(schema: v.GenericSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value)
  return result.success ? null : (result.issues[0]?.message ?? null)
}

/** The field error of a login step's values (spec point 5, Login), or null when it may be sent. */
function loginStepError(
  step: Field,
  values: { email: string; password: string; otp: string },
): { field: Field; message: string } | null {
  const emailError = firstIssue(UsernameSchema, values.email)
  if (emailError) return { field: 'email', message: emailError }
  if (step === 'password' && !values.password) return { field: 'password', message: 'Password is required' }
  const otpError = step === 'otp' ? firstIssue(OtpSchema, values.otp) : null
  if (otpError) return { field: 'otp', message: otpError }
  return null
}

/**
 * The login form's errors for a step, as Mantine's `validate` takes them: every submit sets them
 * afresh, so the same mistake keeps its message however often Continue is pressed.
 */
export function loginStepErrors(step: Field, values: { email: string; password: string; otp: string }): FormErrors {
  const error = loginStepError(step, values)
  return error ? { [error.field]: error.message } : {}
}
