/** Special characters accepted by the new-password rule (spec point 5). */
export const PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>'

const SPECIAL_RE = /[!@#$%^&*(),.?":{}|<>]/

/** The new-password rules in the spec's order, each with its verbatim message. */
export const PASSWORD_RULES: ReadonlyArray<{ test: (pw: string) => boolean; message: string }> = [
  { test: (pw) => pw.length >= 8, message: 'Password must be at least 8 characters long' },
  { test: (pw) => /[A-Z]/.test(pw), message: 'Password must contain at least one uppercase letter' },
  { test: (pw) => /[a-z]/.test(pw), message: 'Password must contain at least one lowercase letter' },
  { test: (pw) => /\d/.test(pw), message: 'Password must contain at least one number' },
  { test: (pw) => SPECIAL_RE.test(pw), message: 'Password must contain at least one special character' },
]

/** Upper bound on password length, so hashing cost stays bounded. */
export const PASSWORD_MAX_LENGTH = 128

/** Messages of every rule the password breaks, in the spec's order. */
export function passwordErrors(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message)
}

/** The first rule the password breaks, or null when it passes them all. */
export function firstPasswordError(password: string): string | null {
  return passwordErrors(password)[0] ?? null
}

/** Message when the confirmation differs from the new password. */
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match'
