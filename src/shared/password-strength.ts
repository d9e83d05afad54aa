/** Strength levels of the login password meter; null for an empty password. */
export type PasswordStrength = 'Weak' | 'Medium' | 'Strong'

/** Rates a password the way the login meter does (spec point 5). */
export function passwordStrength(password: string): PasswordStrength | null {
  if (password.length === 0) return null
  const lower = /[a-z]/.test(password)
  const upper = /[A-Z]/.test(password)
  const digit = /\d/.test(password)
  if (password.length >= 8 && lower && upper && digit) return 'Strong'
  const kinds = [lower, upper, digit].filter(Boolean).length
  if (password.length >= 6 && kinds >= 2) return 'Medium'
  return 'Weak'
}
