import { describe, expect, it } from 'vitest'
import { rejectionMessages } from '../../../src/features/products/dropzone-rejections'

describe('rejectionMessages', () => {
  it('lists each dropzone message once', () => {
    const tooMany = { errors: [{ message: 'Too many files' }] }
    expect(
      rejectionMessages([tooMany, tooMany, { errors: [{ message: 'File is larger than 5242880 bytes' }] }]),
    ).toEqual(['Too many files', 'File is larger than 5242880 bytes'])
  })
})
