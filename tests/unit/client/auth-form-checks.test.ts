import { describe, expect, it } from 'vitest'
import { checkNewPassword, checkResetEmail } from '../../../src/features/auth/auth-form-checks'

describe('the password screens check with the shared auth schemas', () => {
  it('sends the reset e-mail as the server takes it, or says what is wrong on the field', () => {
    expect(checkResetEmail({ email: '  Ann@Example.COM ' })).toEqual({ ok: true, body: { email: 'ann@example.com' } })
    expect(checkResetEmail({ email: ' ' })).toEqual({ ok: false, errors: { email: 'Email is required' } })
  })

  it('puts the first broken rule on New Password and a mismatch on Confirm Password', () => {
    expect(checkNewPassword({ newPassword: 'short', confirmPassword: 'other' })).toEqual({
      ok: false,
      errors: { newPassword: expect.any(String), confirmPassword: 'Passwords do not match' },
    })
    expect(checkNewPassword({ newPassword: 'Str0ng@pass', confirmPassword: 'Str0ng@pass' })).toEqual({
      ok: true,
      body: { newPassword: 'Str0ng@pass', confirmPassword: 'Str0ng@pass' },
    })
  })
})
