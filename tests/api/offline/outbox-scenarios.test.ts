import { v7 as uuidv7 } from 'uuid'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartScope } from '../../../src/shared/outbox-protocol'
import { manualClock } from '../../unit/offline/outbox-support'
import type { ApiClient } from '../helpers/api-client'
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app'
import { addPo, addVendor, movePo, poBody, poById, poIn, unitIds } from '../purchase-orders/po-fixtures'
import { addCategory, addProduct, editProduct, getCart, signedIn } from '../shop/shop-fixtures'
import { browserFetch, device, drain, type NetMode, pageWrites } from './outbox-harness'

let t: TestApp
let manager: ApiClient
let pens: number
let paper: number
let vendorId: string
let unitId: number

beforeAll(async () => {
  t = await createTestApp()
  manager = await signedIn(t, 'catalogue_manager')
  const categoryId = (await addCategory(manager, { gst: 18 })).CategoryID
  pens = (await addProduct(manager, categoryId, { Name: 'Pens', Price: 12.5, Stock: 1_000_000 })).ProductID
  paper = (await addProduct(manager, categoryId, { Name: 'Paper', Price: 250, Stock: 1_000_000 })).ProductID
  vendorId = (await addVendor(t)).id
  unitId = Object.values(await unitIds(await signedIn(t, 'buyer')))[0] ?? 0
})
afterAll(() => t.close())

/** A browser (one cookie jar) on a device whose network is `net`, with a user signed in. */
async function browserWith(role: 'buyer' | 'warehouse' = 'buyer') {
  const user = await t.createUser({ role })
  const browser = t.client()
  await t.signIn(browser, user.email)
  const clock = manualClock()
  const network = { mode: 'ok' as NetMode }
  const net = browserFetch(
    t,
    () => browser,
    () => network.mode,
  )
  const phone = device(net.fetch, clock)
  await phone.outbox.signedIn(user.id)
  return { user, browser, clock, network, net, phone, writes: pageWrites(user.id) }
}

async function signIn(browser: ApiClient, user: TestUser) {
  await t.signIn(browser, user.email)
}

describe('ordering per document', () => {
  it('sends a PO made and changed offline in the order it was changed', async () => {
    const { phone, clock, network, writes, browser } = await browserWith()
    network.mode = 'offline'
    const body = poBody(vendorId, unitId)
    const poId = String(body.poId)
    expect((await phone.outbox.handle(writes.addPo(body))).status).toBe(202)
    for (const [version, date] of [
      [1, '2026-01-21'],
      [2, '2026-01-22'],
      [3, '2026-01-23'],
    ] as const) {
      await phone.outbox.handle(writes.updatePo({ ...body, version, deliveryDate: date }))
    }
    await phone.outbox.handle(writes.movePo(poId, 'Pending Approval'))
    network.mode = 'ok'
    await drain(phone.outbox, clock)
    const po = await poById(browser, poId)
    expect(po).toMatchObject({ status: 'Pending Approval', version: 5, deliveryDate: '2026-01-23' })
    expect(po.audit.map((a) => a.action)).toEqual(['created', 'edited', 'edited', 'edited', 'status'])
  })

  it('sends cart writes in order, each once, while another document goes its own way', async () => {
    const { phone, clock, network, writes, browser } = await browserWith()
    network.mode = 'offline'
    const line = uuidv7()
    const body = poBody(vendorId, unitId)
    await phone.outbox.handle(writes.addToCart(pens, 2, line))
    await phone.outbox.handle(writes.addPo(body))
    await phone.outbox.handle(writes.updateCartItem(line, 7))
    await phone.outbox.handle(writes.addToCart(paper, 1))
    await phone.outbox.handle(writes.addToCart(pens, 3))
    await phone.outbox.handle(writes.deleteCartItem(line))
    await phone.outbox.handle(writes.addToCart(pens, 4))
    network.mode = 'lost'
    await phone.outbox.replay()
    network.mode = 'ok'
    await drain(phone.outbox, clock)
    const cart = await getCart(browser)
    expect(cart.CartItems.map((l) => [l.ProductID, l.Quantity])).toEqual([
      [paper, 1],
      [pens, 4],
    ])
    expect((await poById(browser, String(body.poId))).status).toBe('Draft')
  })
})

describe('401', () => {
  it("pauses the user's writes when the session ended and sends them once the same user signs in again", async () => {
    const { phone, clock, network, writes, browser, user } = await browserWith()
    network.mode = 'offline'
    await phone.outbox.handle(writes.addToCart(pens, 2))
    await phone.outbox.handle(writes.addPo(poBody(vendorId, unitId)))
    expect((await browser.get('logout')).status).toBe(200)
    network.mode = 'ok'
    clock.advance(60_000)
    const paused = await phone.outbox.replay()
    expect(paused).toMatchObject({ paused: true, sent: 0, pending: 2, nextAttemptAt: null })
    expect(phone.events).toContainEqual({ type: 'paused', userId: user.id })
    expect((await phone.outbox.state()).paused).toBe(true)

    await signIn(browser, user)
    // The page naming its user at start-up does not resume; a sign-in does.
    await phone.outbox.setUser(user.id)
    expect(await phone.outbox.replay()).toMatchObject({ paused: true, sent: 0 })
    await phone.outbox.signedIn(user.id)
    expect(await phone.outbox.replay()).toMatchObject({ paused: false, sent: 2, pending: 0 })
    expect((await getCart(browser)).CartItems.map((l) => [l.ProductID, l.Quantity])).toEqual([[pens, 2]])
  })
})

describe('dead letters', () => {
  it('keeps an add of a product archived meanwhile with the server message, holds the cart, and sends it on Retry', async () => {
    const { phone, clock, network, writes, browser } = await browserWith()
    const categoryId = (await addCategory(manager)).CategoryID
    const archived = await addProduct(manager, categoryId, { Name: 'Stapler', Price: 80, Stock: 100 })
    network.mode = 'offline'
    await phone.outbox.handle(writes.addToCart(archived.ProductID, 1))
    await phone.outbox.handle(writes.addToCart(pens, 1))
    await editProduct(manager, archived.ProductID, { Status: 'Inactive' })
    network.mode = 'ok'
    clock.advance(60_000)
    expect(await phone.outbox.replay()).toMatchObject({ failed: 1, sent: 0, pending: 1, nextAttemptAt: null })
    const state = await phone.outbox.state()
    expect(state.failed).toMatchObject([{ op: 'add-to-cart', status: 400, msg: 'Stapler is not available to order' }])
    expect(state.pending).toMatchObject([{ held: true, scope: cartScope(state.userId ?? '') }])
    expect(phone.events.find((e) => e.type === 'failed')).toBeDefined()

    // Retry while it is still archived: refused again in its own place (issue 11.2), still holding the later add.
    await phone.outbox.retry(state.failed[0]?.id ?? '')
    expect(await phone.outbox.replay()).toMatchObject({ failed: 1, sent: 0, pending: 1, nextAttemptAt: null })
    const again = await phone.outbox.state()
    expect(again.failed).toHaveLength(1)
    expect(again.pending).toMatchObject([{ held: true }])
    expect((await getCart(browser)).CartItems).toEqual([])

    await editProduct(manager, archived.ProductID, { Status: 'Active' })
    await phone.outbox.retry(again.failed[0]?.id ?? '')
    await drain(phone.outbox, clock)
    expect((await phone.outbox.state()).failed).toEqual([])
    // Both lines share the test clock's instant, so the cart lists them by CartID, not by when they arrived.
    const productIds = (await getCart(browser)).CartItems.map((l) => l.ProductID)
    expect(productIds.sort()).toEqual([pens, archived.ProductID].sort())
  })

  it('keeps an edit of a PO approved meanwhile; Discard drops it and the PO stays as approved', async () => {
    const { phone, clock, network, writes, browser } = await browserWith()
    const body = poBody(vendorId, unitId)
    const poId = String(body.poId)
    poIn(await addPo(browser, body))
    network.mode = 'offline'
    await phone.outbox.handle(writes.updatePo({ ...body, version: 1, deliveryDate: '2026-01-30' }))
    // Meanwhile, from another device: submitted and approved.
    expect((await movePo(browser, poId, 'Pending Approval')).status).toBe(200)
    const approver = await signedIn(t, 'approver')
    expect((await movePo(approver, poId, 'Approved')).status).toBe(200)
    network.mode = 'ok'
    clock.advance(60_000)
    await phone.outbox.replay()
    const [failed] = (await phone.outbox.state()).failed
    expect(failed).toMatchObject({
      op: 'update-po',
      status: 409,
      msg: 'This purchase order was changed by someone else',
    })
    expect(await phone.outbox.discard(failed?.id ?? '')).toBe(true)
    expect(await phone.outbox.state()).toMatchObject({ failed: [], pending: [] })
    expect(await poById(browser, poId)).toMatchObject({ status: 'Approved', deliveryDate: '2026-01-20', version: 3 })
  })
})

describe('user switch', () => {
  it("never sends one user's writes with another's session; they go when their user is back", async () => {
    const ann = await browserWith()
    const { phone, clock, network, browser } = ann
    const bob = await t.createUser({ role: 'buyer' })
    network.mode = 'offline'
    await phone.outbox.handle(ann.writes.addToCart(pens, 5))
    await phone.outbox.handle(ann.writes.addPo(poBody(vendorId, unitId)))
    // Ann signs out, Bob signs in on the same browser.
    await phone.outbox.signedOut()
    expect((await browser.get('logout')).status).toBe(200)
    await signIn(browser, bob)
    await phone.outbox.signedIn(bob.id)
    network.mode = 'ok'
    clock.advance(60_000)
    const requestsBefore = ann.net.tally.requests
    expect(await phone.outbox.replay()).toMatchObject({ sent: 0, pending: 0 })
    expect(ann.net.tally.requests).toBe(requestsBefore)
    expect(await phone.outbox.state()).toMatchObject({ userId: bob.id, pending: [], otherUsersPending: 2 })
    const bobWrites = pageWrites(bob.id)
    expect((await phone.outbox.handle(bobWrites.addToCart(paper, 1))).status).toBe(200)
    expect((await getCart(browser)).CartItems.map((l) => [l.ProductID, l.Quantity])).toEqual([[paper, 1]])

    await phone.outbox.signedOut()
    expect((await browser.get('logout')).status).toBe(200)
    await signIn(browser, ann.user)
    await phone.outbox.signedIn(ann.user.id)
    await drain(phone.outbox, clock)
    expect((await getCart(browser)).CartItems.map((l) => [l.ProductID, l.Quantity])).toEqual([[pens, 5]])
    expect((await phone.outbox.state()).otherUsersPending).toBe(0)
  })
})

describe('warehouse', () => {
  it('records a delivery made offline once, even when the answer was lost', async () => {
    const buyer = await signedIn(t, 'buyer')
    const approver = await signedIn(t, 'approver')
    const body = poBody(vendorId, unitId)
    const poId = String(body.poId)
    poIn(await addPo(buyer, body))
    for (const [who, status] of [
      [buyer, 'Pending Approval'],
      [approver, 'Approved'],
      [buyer, 'Issued'],
    ] as const) {
      expect((await movePo(who, poId, status)).status).toBe(200)
    }
    const lineId = (await poById(buyer, poId)).products[0]?.LineID ?? ''
    const { phone, clock, network, writes, browser } = await browserWith('warehouse')
    network.mode = 'offline'
    await phone.outbox.handle(writes.recordDelivery(poId, [{ lineId, quantity: 4 }]))
    await phone.outbox.handle(writes.recordDelivery(poId, [{ lineId, quantity: 6 }]))
    network.mode = 'lost'
    clock.advance(60_000)
    await phone.outbox.replay()
    network.mode = 'ok'
    await drain(phone.outbox, clock)
    const po = await poById(browser, poId)
    expect(po).toMatchObject({ status: 'Fully Delivered', products: [{ DeliveredQuantity: 10 }] })
    expect(po.deliveries).toHaveLength(2)
  })
})
