import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  CheckFirstLoginSchema,
  ForgotPasswordSchema,
  UpdatePasswordSchema,
  UsernameSchema,
  ValidateLoginQuerySchema,
  ValidateUserSchema,
} from '../../../src/shared/auth-schemas'

const base = { AppID: 5, DomainName: 'localhost', Username: 'buyer@demo.local' }

/** Field -> messages of a failed parse (empty when it passed). */
const fieldErrors = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input)
  return result.success ? {} : (v.flatten(result.issues).nested ?? {})
}

describe('UsernameSchema', () => {
  it.each([
    ['buyer@demo.local', 'buyer@demo.local'],
    ['  Buyer@Demo.LOCAL ', 'buyer@demo.local'],
    ['\tA.B+c@Example.Com\n', 'a.b+c@example.com'],
  ])('%j parses to %j', (input, output) => {
    expect(v.parse(UsernameSchema, input)).toBe(output)
  })

  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['buyer', 'Enter a valid email address'],
    ['buyer@', 'Enter a valid email address'],
    [`${'a'.repeat(250)}@x.io`, 'Email is too long'],
    [42, 'Email is required'],
  ])('%j is refused with %j', (input, message) => {
    expect(v.safeParse(UsernameSchema, input).issues?.[0]?.message).toBe(message)
  })
})

describe('AppID', () => {
  it.each([5, '5'])('accepts %j as 5', (AppID) => {
    expect(v.parse(CheckFirstLoginSchema, { ...base, AppID }).AppID).toBe(5)
    expect(v.parse(ValidateLoginQuerySchema, { AppID }).AppID).toBe(5)
  })

  it.each([
    [6, 'Invalid AppID'],
    ['6', 'Invalid AppID'],
    ['five', 'Invalid AppID'],
    [' 5', 'Invalid AppID'],
    ['05', 'Invalid AppID'],
    ['5e0', 'Invalid AppID'],
    [true, 'AppID is required'],
    [null, 'AppID is required'],
    [undefined, 'AppID is required'],
  ])('refuses %j with %j', (AppID, message) => {
    expect(fieldErrors(CheckFirstLoginSchema, { ...base, AppID })).toEqual({ AppID: [message] })
  })
})

describe('request objects', () => {
  it('trims and lower-cases the e-mail of every payload', () => {
    const parsed = v.parse(ValidateUserSchema, { ...base, Username: ' Buyer@Demo.Local ', Password: 'x' })
    expect(parsed).toEqual({ ...base, Password: 'x' })
  })

  it("names each missing field with the field's own message", () => {
    expect(fieldErrors(ValidateUserSchema, {})).toEqual({
      AppID: ['AppID is required'],
      DomainName: ['DomainName is required'],
      Username: ['Email is required'],
      Password: ['Password is required'],
    })
    expect(fieldErrors(ForgotPasswordSchema, {})).toEqual({
      DomainName: ['DomainName is required'],
      Username: ['Email is required'],
    })
  })

  it.each([[null], [undefined], ['text'], [5]])('refuses a body that is %j', (input) => {
    const result = v.safeParse(ValidateUserSchema, input)
    expect(result.issues?.map((issue) => issue.message)).toEqual(['The request body must be a JSON object'])
  })

  it('treats an array body as an object without fields', () => {
    expect(Object.keys(fieldErrors(ValidateUserSchema, []))).toEqual(['AppID', 'DomainName', 'Username', 'Password'])
  })

  it('drops unknown fields', () => {
    expect(v.parse(ForgotPasswordSchema, { DomainName: 'localhost', Username: 'a@b.io', Role: 'admin' })).toEqual({
      DomainName: 'localhost',
      Username: 'a@b.io',
    })
  })
})

describe('UpdatePasswordSchema', () => {
  const update = (NewPassword: string, ConfirmPassword: string) => ({ ...base, NewPassword, ConfirmPassword })

  it('accepts a valid, confirmed password', () => {
    expect(v.safeParse(UpdatePasswordSchema, update('Changed#Pass2', 'Changed#Pass2')).success).toBe(true)
  })

  it("reports a mismatch as 'Passwords do not match' on ConfirmPassword", () => {
    expect(fieldErrors(UpdatePasswordSchema, update('Changed#Pass2', 'Changed#Pass3'))).toEqual({
      ConfirmPassword: ['Passwords do not match'],
    })
  })

  it.each([
    ['short', 'Password must be at least 8 characters long'],
    ['abcdefg1!', 'Password must contain at least one uppercase letter'],
    ['Abcdefgh1', 'Password must contain at least one special character'],
  ])('reports only the first broken rule of %j on NewPassword', (password, message) => {
    expect(fieldErrors(UpdatePasswordSchema, update(password, password))).toEqual({ NewPassword: [message] })
  })

  it('requires the confirmation', () => {
    const { ConfirmPassword: _omitted, ...rest } = update('Changed#Pass2', '')
    expect(fieldErrors(UpdatePasswordSchema, rest)).toEqual({ ConfirmPassword: ['Confirm Password is required'] })
  })
})
