import { count } from 'drizzle-orm'
import sharp from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedFiles } from '../../../server/db/schema/stored-files'
import { PRODUCT_IMAGE_PATH_RE, thumbnailPath } from '../../../src/shared/image-data-url'
import { ProductRowSchema, ProductSchema } from '../../../src/shared/product-schemas'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp } from '../helpers/test-app'
import {
  addCategory,
  addProduct,
  BAD_IMAGES,
  jpegWithExif,
  oversizedImage,
  pngDataUrl,
  qs,
  rowsOf,
  signedIn,
} from './catalogue-fixtures'

let t: TestApp
let manager: ApiClient
beforeAll(async () => {
  t = await createTestApp()
  manager = await signedIn(t, 'catalogue_manager')
})
afterAll(() => t.close())

const UploadSchema = v.object({ ProductImagePath: v.pipe(v.string(), v.regex(PRODUCT_IMAGE_PATH_RE)) })
const upload = async (image: string) => {
  const res = await manager.post('add-product-image', { ProductImage: image })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  expect(res.body.msg).toBe('Image uploaded successfully')
  return v.parse(UploadSchema, res.body.data).ProductImagePath
}
const fetchFile = (publicPath: string) => t.app.request(publicPath)
const storedCount = async () => (await t.db.select({ n: count() }).from(storedFiles))[0]?.n

describe('POST add-product-image', () => {
  it('stores the image and its thumbnail, served under /files with an immutable cache header', async () => {
    const stored = await upload(await pngDataUrl(800, 600))
    const file = await fetchFile(stored)
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('image/png')
    expect(file.headers.get('Cache-Control')).toContain('immutable')
    const thumb = await fetchFile(thumbnailPath(stored))
    expect(thumb.status).toBe(200)
    const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()
    expect(meta.format).toBe('webp')
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(320)
  })

  it('names a file by its content: the same image uploaded twice is one file', async () => {
    const image = await pngDataUrl(10, 10, '#010203')
    expect(await upload(image)).toBe(await upload(image))
  })

  it('strips EXIF metadata from a JPEG', async () => {
    const stored = await upload(await jpegWithExif())
    expect(stored).toMatch(/\.jpg$/)
    const file = await fetchFile(stored)
    const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata()
    expect(meta.format).toBe('jpeg')
    expect(meta.exif).toBeUndefined()
  })

  it.each([
    ...BAD_IMAGES,
    ['an image over 5 MB', oversizedImage(), 'The image must be at most 5 MB'],
  ])('refuses %s with 400 and stores nothing', async (_case, image, msg) => {
    await upload(await pngDataUrl(5, 5))
    const before = await storedCount()
    const res = await manager.post('add-product-image', { ProductImage: image })
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ status: false, msg })
    expect(await storedCount()).toBe(before)
  })

  it('refuses a 20 MB body with 413', async () => {
    const huge = `data:image/png;base64,${Buffer.alloc(20 * 1024 * 1024).toString('base64')}`
    const res = await manager.post('add-product-image', { ProductImage: huge })
    expect(res.status).toBe(413)
  })

  it.each([
    ['no ProductImage', {}],
    ['a number', { ProductImage: 7 }],
  ])('is 400 for %s', async (_case, body) => {
    const res = await manager.post('add-product-image', body)
    expect(res.status).toBe(400)
    expect(res.body.msg).toBe('ProductImage is required')
  })

  it('answers 404 without the immutable header for a file that does not exist', async () => {
    const res = await fetchFile(`/files/products/${'0'.repeat(64)}.png`)
    expect(res.status).toBe(404)
    expect(res.headers.get('Cache-Control') ?? '').not.toContain('immutable')
  })
})

describe('product images', () => {
  it('keeps three images in order; the first is the thumbnail; reordering and removing are updates', async () => {
    const category = await addCategory(manager)
    const [a = '', b = '', c = ''] = [
      await upload(await pngDataUrl(12, 12, '#aa0000')),
      await upload(await pngDataUrl(12, 12, '#00aa00')),
      await upload(await pngDataUrl(12, 12, '#0000aa')),
    ]
    const product = await addProduct(manager, category.CategoryID, { Images: [a, b, c] })
    expect(product.Images).toEqual([a, b, c])
    expect(product.Thumbnail).toBe(thumbnailPath(a))
    const res = await manager.post('update-product', {
      ...product,
      CategoryID: String(product.CategoryID),
      Images: [c, a],
    })
    expect(v.parse(ProductSchema, res.body.data)).toMatchObject({ Images: [c, a], Thumbnail: thumbnailPath(c) })
    const list = await manager.get(`get-all-products?${qs({ CategoryID: category.CategoryID })}`)
    expect(rowsOf(list, ProductRowSchema)[0]?.Thumbnail).toBe(thumbnailPath(c))
  })
})
