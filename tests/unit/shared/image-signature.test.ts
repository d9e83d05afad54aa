import { describe, expect, it } from 'vitest'
import { rejectionOf } from '../../../src/components/image-upload'
import { NOT_AN_IMAGE, sniffImage } from '../../../src/shared/image-signature'

// Issue 46 item 21: a chosen image is checked by its first bytes, as the server checks it.

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]
const WEBP = [...'RIFF']
  .map((c) => c.charCodeAt(0))
  .concat(
    [36, 0, 0, 0],
    [...'WEBP'].map((c) => c.charCodeAt(0)),
  )
const bytes = (list: number[]) => Uint8Array.from(list)

describe('sniffImage', () => {
  it.each([
    ['a PNG', PNG, 'png'],
    ['a JPEG', JPEG, 'jpeg'],
    ['a WebP', WEBP, 'webp'],
    ['text', [...'just some notes'].map((c) => c.charCodeAt(0)), null],
    ['an SVG', [...'<svg xmlns="http://'].map((c) => c.charCodeAt(0)), null],
    ['a PDF', [...'%PDF-1.4'].map((c) => c.charCodeAt(0)), null],
    ['a RIFF that is no WebP (a WAV)', [...'RIFF\u0024\u0000\u0000\u0000WAVE'].map((c) => c.charCodeAt(0)), null],
    ['a PNG cut short', PNG.slice(0, 5), null],
    ['nothing', [], null],
  ])('%s is %s', (_what, list, kind) => {
    expect(sniffImage(bytes(list))).toBe(kind)
  })
})

describe('the image widget’s check of a chosen file', () => {
  const file = (content: number[] | string, name: string, type: string) =>
    new File([typeof content === 'string' ? content : bytes(content)], name, { type })

  it('refuses a text file named fake.png, whatever type it declares', async () => {
    expect(await rejectionOf(file('This is not an image at all', 'fake.png', 'image/png'))).toBe(NOT_AN_IMAGE)
  })

  it('takes a real PNG, JPEG or WebP', async () => {
    expect(await rejectionOf(file(PNG, 'a.png', 'image/png'))).toBeNull()
    expect(await rejectionOf(file(JPEG, 'a.jpg', 'image/jpeg'))).toBeNull()
    expect(await rejectionOf(file(WEBP, 'a.webp', 'image/webp'))).toBeNull()
  })

  it('still refuses a type it does not take before reading it', async () => {
    expect(await rejectionOf(file('%PDF-1.4', 'fake.png', 'application/pdf'))).toBe(
      'Please choose a JPEG, PNG or WebP image',
    )
  })
})
