import { describe, expect, it } from 'vitest'
import { parseByteRange } from '../../../server/lib/byte-range'

describe('parseByteRange', () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-500', { start: 500, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
    ['bytes=900-5000', { start: 900, end: 999 }],
  ])('%s of a 1000-byte file is %o', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range)
  })

  it.each([
    undefined,
    '',
    'bytes=',
    'bytes=-',
    'items=0-1',
    'bytes=0-1,5-9',
    'bytes=9-1',
    'bytes=a-b',
  ])('sends the whole file for %o', (header) => {
    expect(parseByteRange(header, 1000)).toBeNull()
  })

  it.each([
    'bytes=1000-',
    'bytes=5000-6000',
    'bytes=-0',
  ])('refuses %s of a 1000-byte file as unsatisfiable', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable')
  })
})
