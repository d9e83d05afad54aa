import { describe, expect, it } from 'vitest'
import { nextSort, pageCount, rangeText } from '../../../src/components/data-table-state'
import { rejectionMessages } from '../../../src/features/products/dropzone-rejections'

describe('nextSort', () => {
  it('flips the direction of the sorted column and starts another ascending', () => {
    expect(nextSort({ column: 'a', direction: 'asc' }, 'a')).toEqual({ column: 'a', direction: 'desc' })
    expect(nextSort({ column: 'a', direction: 'desc' }, 'a')).toEqual({ column: 'a', direction: 'asc' })
    expect(nextSort({ column: 'a', direction: 'desc' }, 'b')).toEqual({ column: 'b', direction: 'asc' })
  })
})

describe('paging', () => {
  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [250, 25, 10],
  ])('%i records in pages of %i make %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages)
  })

  it('describes the rows shown', () => {
    expect(rangeText(1, 10, 0)).toBe('No records')
    expect(rangeText(2, 10, 42)).toBe('Showing 11–20 of 42')
    expect(rangeText(5, 10, 42)).toBe('Showing 41–42 of 42')
  })
})

describe('rejectionMessages', () => {
  it('lists each dropzone message once', () => {
    const tooMany = { errors: [{ message: 'Too many files' }] }
    expect(
      rejectionMessages([tooMany, tooMany, { errors: [{ message: 'File is larger than 5242880 bytes' }] }]),
    ).toEqual(['Too many files', 'File is larger than 5242880 bytes'])
  })
})
