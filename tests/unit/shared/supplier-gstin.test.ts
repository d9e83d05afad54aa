import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { gstinCheckChar, gstinProblem, panOfGstin } from '../../../src/shared/supplier-gstin'
import { SupplierCreateSchema } from '../../../src/shared/supplier-schemas'

describe('gstinProblem', () => {
  it.each([
    ['27AAPFU0939F1ZV', null],
    ['29AAGCB7383J1Z4', null],
    ['27AAACR5055K1Z7', null],
    ['27AAPFU0939F1ZA', 'checksum'],
    ['29AAGCB7383J1Z5', 'checksum'],
    ['27AAPFU0939F1Z', 'format'],
    ['27AAPFU0939F1ZVX', 'format'],
    ['00AAPFU0939F1ZV', 'format'],
    ['39AAPFU0939F1ZV', 'format'],
    ['27AAPFU0939F0ZV', 'format'],
    ['27AAPFU0939F1YV', 'format'],
    ['27AAPF10939F1ZV', 'format'],
    ['27aapfu0939f1zv', 'format'],
    ['', 'format'],
  ] as const)('%s -> %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem)
  })

  it('computes the check character of the first 14 characters', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V')
    expect(gstinCheckChar('29AAGCB7383J1Z')).toBe('4')
  })

  it('finds the PAN inside a GSTIN', () => {
    expect(panOfGstin('27AAPFU0939F1ZV')).toBe('AAPFU0939F')
  })
})

const base = {
  name: 'Acme',
  contactPerson: 'Ravi',
  email: 'a@b.in',
  phone: '9876543210',
  billingAddress: 'Pune',
  paymentTerms: 'Net 30',
}
const issueOf = (input: Record<string, unknown>) => {
  const result = v.safeParse(SupplierCreateSchema, { ...base, ...input })
  return result.success ? null : `${v.getDotPath(result.issues[0]) ?? ''}: ${result.issues[0].message}`
}

describe('GSTIN and PAN in the supply-partner schema', () => {
  it.each([
    [{ gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939F' }, null],
    [{ gstin: ' 27aapfu0939f1zv ', pan: 'aapfu0939f' }, null],
    [{ gstin: '27AAPFU0939F1ZV' }, null],
    [{ pan: 'AAPFU0939F' }, null],
    [{ gstin: '', pan: '' }, null],
    [{ gstin: '27AAPFU0939F1ZV', pan: 'AAPFU0939G' }, 'pan: PAN must match characters 3 to 12 of the GSTIN'],
    [{ pan: 'AAPF00939F' }, 'pan: PAN must be 5 letters, 4 digits and a letter'],
    [{ gstin: '27AAPFU0939F1ZA' }, 'gstin: GSTIN check character is wrong'],
    [{ gstin: '27AAPFU0939' }, expect.stringMatching(/^gstin: GSTIN must be 15 characters/)],
  ])('%o -> %s', (input, issue) => {
    expect(issueOf(input)).toEqual(issue)
  })

  it.each([
    ['9876543210', null],
    ['+91 98765 43210', null],
    ['022-2345-6789', null],
    ['(022) 2345 6789', null],
    ['98765', 'phone: Phone must have 10 to 15 digits, optionally starting with +'],
    ['+91 98765 43210 12345', 'phone: Phone must have 10 to 15 digits, optionally starting with +'],
    ['98765abcde', 'phone: Phone must have 10 to 15 digits, optionally starting with +'],
  ])('phone %s -> %s', (phone, issue) => {
    expect(issueOf({ phone })).toBe(issue)
  })
})

describe('issue 11.9: GSTIN state codes 97 (Other Territory) and 99 (Centre Jurisdiction) are valid', () => {
  it.each([
    ['97AAPFU0939F1ZO', null],
    ['99AAPFU0939F1ZK', null],
    ['97AAPFU0939F1ZA', 'checksum'],
    ['98AAPFU0939F1ZM', 'format'],
    ['96AAPFU0939F1ZQ', 'format'],
  ] as const)('%s -> %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem)
  })

  it('a supply partner with a Centre Jurisdiction GSTIN and its PAN is accepted', () => {
    expect(issueOf({ gstin: '99AAPFU0939F1ZK', pan: 'AAPFU0939F' })).toBeNull()
    expect(issueOf({ gstin: '97aapfu0939f1zo' })).toBeNull()
  })
})
