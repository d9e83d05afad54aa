import { describe, expect, it } from 'vitest'
import { passwordStrength } from '../../../src/shared/password-strength'

describe('password strength meter', () => {
  it.each([
    ['', null],
    ['a', 'Weak'],
    ['!', 'Weak'],
    ['abcdef', 'Weak'],
    ['ABCDEF', 'Weak'],
    ['123456', 'Weak'],
    ['abcd1', 'Weak'],
    ['aB1aB', 'Weak'],
    ['abcde1', 'Medium'],
    ['ABCDE1', 'Medium'],
    ['abcDEF', 'Medium'],
    ['aB1aB1a', 'Medium'],
    ['abcdefg1', 'Medium'],
    ['Ab!!!!!!', 'Medium'],
    ['abcdefgh', 'Weak'],
    ['!!!!!!!!', 'Weak'],
    ['        ', 'Weak'],
    ['ab!!!!!!', 'Weak'],
    ['aB1aB1aB', 'Strong'],
    ['Demo@12345', 'Strong'],
    ['aaaaaaaaaaaaaaaaaaaaB1', 'Strong'],
  ])('%j is %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength)
  })
})
