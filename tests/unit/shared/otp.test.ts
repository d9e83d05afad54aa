import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { maskOtp, OtpSchema } from '../../../src/shared/otp'

describe('maskOtp', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123456', '123456'],
    ['1234567', '123456'],
    ['12a3', '123'],
    [' 12 34 56 78', '123456'],
    ['abc', ''],
    ['１２３', ''],
    ['12-34-56', '123456'],
  ])('%j becomes %j', (input, masked) => {
    expect(maskOtp(input)).toBe(masked)
  })
})

describe('OtpSchema', () => {
  it.each([
    ['123456', null],
    ['000000', null],
    ['', 'OTP is required'],
    ['12345', 'OTP must be exactly 6 digits'],
    ['1234567', 'OTP must be exactly 6 digits'],
    ['12a456', 'OTP must be exactly 6 digits'],
    [' 123456', 'OTP must be exactly 6 digits'],
    ['１２３４５６', 'OTP must be exactly 6 digits'],
    [123456, 'OTP is required'],
    [null, 'OTP is required'],
  ])('%j -> %s', (input, message) => {
    const result = v.safeParse(OtpSchema, input)
    expect(result.issues?.[0]?.message ?? null).toBe(message)
  })
})
