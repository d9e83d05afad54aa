import { describe, expect, it } from 'vitest'
import { appendImage, moveToFront, removeImage } from '../../../src/features/products/image-list'

const LIST = ['/a.png', '/b.png', '/c.png']

describe('product image list', () => {
  it('adds an upload at the end, once', () => {
    expect(appendImage('/d.png')(LIST)).toEqual([...LIST, '/d.png'])
    expect(appendImage('/b.png')(LIST)).toBe(LIST)
  })

  it.each([
    [2, ['/c.png', '/a.png', '/b.png']],
    [1, ['/b.png', '/a.png', '/c.png']],
    [0, LIST],
    [9, LIST],
  ])('making image %i primary moves it to the front', (index, expected) => {
    expect(moveToFront(index)(LIST)).toEqual(expected)
  })

  it('removes one image', () => {
    expect(removeImage(1)(LIST)).toEqual(['/a.png', '/c.png'])
    expect(removeImage(5)(LIST)).toEqual(LIST)
  })
})
