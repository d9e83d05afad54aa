import sharp from 'sharp'
import * as v from 'valibot'
import { expect } from 'vitest'
import { CategorySchema } from '../../../src/shared/category-schemas'
import { ProductSchema } from '../../../src/shared/product-schemas'
import type { Role } from '../../../src/shared/roles'
import type { ApiClient, ApiResponse } from '../helpers/api-client'
import { authBody, nextId, TEST_PASSWORD, type TestApp } from '../helpers/test-app'

/** A client signed in as a new user of the role, on the demo tenant unless another is given. */
export async function signedIn(t: TestApp, role: Role, tenant?: { id: string; domain: string }): Promise<ApiClient> {
  const user = await t.createUser({ role, tenantId: tenant?.id })
  const client = t.client({ domain: tenant?.domain ?? 'localhost' })
  const res = await client.post(
    'validate-user',
    authBody(user.email, { DomainName: tenant?.domain ?? 'localhost', Password: TEST_PASSWORD }),
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return client
}

/** A code no other test in the file uses. */
export const uniqueCode = (prefix = 'CAT') => `${prefix}-${nextId()}`

/** A valid add-category payload with a fresh code. */
export function categoryBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const code = uniqueCode()
  return {
    category_name: `Category ${code}`,
    category_code: code,
    category_description: '',
    status: 'Active',
    gst: 18,
    ...extra,
  }
}

/** Creates a category through the API and returns it. */
export async function addCategory(client: ApiClient, extra: Record<string, unknown> = {}) {
  const res = await client.post('add-category', categoryBody(extra))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(CategorySchema, res.body.data)
}

/** A valid add-product payload in a category, with a fresh SKU. */
export function productBody(categoryId: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const sku = uniqueCode('SKU')
  return {
    Name: `Product ${sku}`,
    Description: 'A test product',
    SKU: sku,
    Price: 120.5,
    CostPrice: 99,
    Stock: 10,
    ReorderLevel: 2,
    DeliveryLeadTime: 3,
    UnitsofMeasurement: 'pieces',
    TaxPercentage: 18,
    Status: 'Active',
    Currency: 'INR',
    CategoryID: String(categoryId),
    Images: [],
    ...extra,
  }
}

/** Creates a product through the API and returns it. */
export async function addProduct(client: ApiClient, categoryId: number, extra: Record<string, unknown> = {}) {
  const res = await client.post('add-product', productBody(categoryId, extra))
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(ProductSchema, res.body.data)
}

/** A PNG of the given size and colour as a base64 data URL. */
export async function pngDataUrl(width = 64, height = 48, colour = '#3366cc'): Promise<string> {
  const png = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()
  return `data:image/png;base64,${png.toString('base64')}`
}

/** A JPEG carrying an EXIF Copyright field, as a data URL. */
export async function jpegWithExif(): Promise<string> {
  const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#cc6633' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'x' } } })
    .jpeg()
    .toBuffer()
  expect((await sharp(jpeg).metadata()).exif).toBeDefined()
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`
}

const base64 = (text: string) => Buffer.from(text).toString('base64')

/** Image payloads that must be refused, each with the message the server gives. */
export const BAD_IMAGES: ReadonlyArray<[string, string, string]> = [
  [
    'a PDF renamed .png',
    `data:image/png;base64,${base64('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n')}`,
    'The file is not a JPEG, PNG or WebP image',
  ],
  [
    'an SVG data URL',
    `data:image/svg+xml;base64,${base64('<svg xmlns="http://www.w3.org/2000/svg"/>')}`,
    'The image must be a JPEG, PNG or WebP file',
  ],
  ['a data URL that is not base64', 'data:image/png,not-base64-at-all', 'The image must be a base64 data URL'],
  ['broken base64', 'data:image/png;base64,abc', 'The image data is not valid base64'],
  ['a plain URL', 'https://example.com/a.png', 'The image must be a base64 data URL'],
  [
    'a PNG header with garbage after it',
    `data:image/png;base64,${Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage!')]).toString('base64')}`,
    'The image could not be read; it may be damaged or too large',
  ],
]

/** A data URL whose decoded size is just over 5 MB (it still fits the 8 MB body limit). */
export function oversizedImage(): string {
  const bytes = Buffer.alloc(5 * 1024 * 1024 + 3, 0)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes)
  return `data:image/png;base64,${bytes.toString('base64')}`
}

/** The data array of a list answer. */
export function rowsOf<T>(res: ApiResponse, schema: v.GenericSchema<unknown, T>): T[] {
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return v.parse(v.array(schema), res.body.data)
}

/** A query string from a record. */
export const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, value]) => [k, String(value)])).toString()
