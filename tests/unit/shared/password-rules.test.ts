import { describe, expect, it } from 'vitest'
import {
  firstPasswordError,
  PASSWORD_RULES,
  PASSWORD_SPECIALS,
  passwordErrors,
} from '../../../src/shared/password-rules'

const LENGTH = 'Password must be at least 8 characters long'
const UPPER = 'Password must contain at least one uppercase letter'
const LOWER = 'Password must contain at least one lowercase letter'
const NUMBER = 'Password must contain at least one number'
const SPECIAL = 'Password must contain at least one special character'

describe('new-password rules', () => {
  it('are the five rules of the spec, in its order, with its messages', () => {
    expect(PASSWORD_RULES.map((rule) => rule.message)).toEqual([LENGTH, UPPER, LOWER, NUMBER, SPECIAL])
  })

  it.each([
    ['', [LENGTH, UPPER, LOWER, NUMBER, SPECIAL]],
    ['a', [LENGTH, UPPER, NUMBER, SPECIAL]],
    ['Ab1!xyz', [LENGTH]],
    ['Ab1!xyzw', []],
    ['abcdefg1!', [UPPER]],
    ['ABCDEFG1!', [LOWER]],
    ['Abcdefgh!', [NUMBER]],
    ['Abcdefgh1', [SPECIAL]],
    ['abcdefgh', [UPPER, NUMBER, SPECIAL]],
    ['12345678', [UPPER, LOWER, SPECIAL]],
    ['!!!!!!!!', [UPPER, LOWER, NUMBER]],
    ['        ', [UPPER, LOWER, NUMBER, SPECIAL]],
    ['Demo@12345', []],
  ])('%j breaks %j', (password, broken) => {
    expect(passwordErrors(password)).toEqual(broken)
    expect(firstPasswordError(password)).toBe(broken[0] ?? null)
  })

  it.each([...PASSWORD_SPECIALS])('accepts %s as the special character', (special) => {
    expect(passwordErrors(`Abcdefg1${special}`)).toEqual([])
  })

  it.each([
    '-',
    '_',
    '~',
    ' ',
    '[',
    ']',
    '/',
    '\\',
    '+',
    '=',
    "'",
    ';',
    '`',
    '€',
  ])('does not count %j as a special character', (other) => {
    expect(passwordErrors(`Abcdefg1${other}`)).toEqual([SPECIAL])
  })

  it('lists exactly the specials of the spec', () => {
    expect(PASSWORD_SPECIALS).toBe('!@#$%^&*(),.?":{}|<>')
  })
})
