import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './helpers/test-app'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

describe('values the database cannot store', () => {
  it('answer 400 with a clear message, not 500, and write nothing', async () => {
    const manager = await t.createUser({ role: 'catalogue_manager' })
    const client = t.client()
    await t.signIn(client, manager.email)
    const nul = 'Paper\u0000Clips'
    const search = await client.get(`get-all-products?search_txt=${encodeURIComponent(nul)}`)
    expect(search.status).toBe(400)
    expect(search.body).toMatchObject({ status: false, msg: expect.stringContaining('cannot be stored') })

    const created = await client.post('add-category', {
      category_name: nul,
      category_code: 'NUL-1',
      status: 'Active',
      gst: 18,
    })
    expect(created.status).toBe(400)
    const list = await client.get('get-all-categories?search_txt=NUL-1')
    expect(list.body).toMatchObject({ recordsFiltered: 0 })
  })
})
