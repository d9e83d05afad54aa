import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { suppliers } from '../../../server/db/schema/suppliers'
import { runCommand } from '../../../sw/outbox/commands'
import { createScopeLocks } from '../../../sw/outbox/scope-locks'
import { manualClock } from '../../unit/offline/outbox-support'
import { parseSetCookie } from '../helpers/api-client'
import { authBody, createTestApp, TEST_PASSWORD, type TestApp } from '../helpers/test-app'
import { addVendor, poBody, poById, unitIds } from '../purchase-orders/po-fixtures'
import { addCategory, addProduct, getCart, signedIn } from '../shop/shop-fixtures'
import { browserFetch, type DeviceOptions, device, drain, type NetMode, pageWrites } from './outbox-harness'

/**
 * Issue 11 against the real app: a sign-out made offline, Retry keeping its place, replay at once
 * when the network is back, and a new version of the worker taking over a queue mid-replay.
 */

let t: TestApp
let pens: number
let unitId: number

beforeAll(async () => {
  t = await createTestApp()
  const manager = await signedIn(t, 'catalogue_manager')
  const categoryId = (await addCategory(manager, { gst: 18 })).CategoryID
  pens = (await addProduct(manager, categoryId, { Name: 'Pens', Price: 12.5, Stock: 1_000_000 })).ProductID
  unitId = Object.values(await unitIds(await signedIn(t, 'buyer')))[0] ?? 0
})
afterAll(() => t.close())

const LOGOUT = { url: 'http://localhost/api/logout', headers: { Domain: 'localhost', Accept: 'application/json' } }
const currentUser = () => new Request('http://localhost/api/current-user', { headers: { Domain: 'localhost' } })

/** A signed-in browser on a device whose network is `network.mode`; `paths` lists what reached the wire, in order. */
async function browserWith(options: DeviceOptions = {}) {
  const user = await t.createUser({ role: 'buyer' })
  const browser = t.client()
  await t.signIn(browser, user.email)
  const clock = manualClock()
  const network = { mode: 'ok' as NetMode }
  const net = browserFetch(
    t,
    () => browser,
    () => network.mode,
  )
  const paths: string[] = []
  const fetch = (request: Request) => {
    if (network.mode !== 'offline') paths.push(new URL(request.url).pathname.replace('/api/', ''))
    return net.fetch(request)
  }
  const phone = device(fetch, clock, 1, options)
  await phone.outbox.signedIn(user.id)
  return { user, browser, clock, network, net, paths, phone, writes: pageWrites(user.id) }
}

/** Another holder of the same session cookie (a copy taken before the sign-out). */
function copyOf(browser: ReturnType<TestApp['client']>) {
  const copy = t.client()
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value)
  return copy
}

const setVendor = (id: string, status: 'Active' | 'Inactive') =>
  t.db.update(suppliers).set({ status }).where(eq(suppliers.id, id))

describe('issue 11.1: a sign-out made offline ends the session before anything is sent', () => {
  it('sends the sign-out first when the network is back; the session is gone and the kept write waits for its user', async () => {
    const { phone, network, writes, browser, user, paths } = await browserWith()
    const stolen = copyOf(browser)
    network.mode = 'offline'
    expect((await phone.outbox.handle(writes.addToCart(pens, 2))).status).toBe(202)
    await runCommand(phone.outbox, { type: 'logged-out-offline', ...LOGOUT })
    // Still offline: asking who is signed in says nobody, without waiting for the server.
    expect((await phone.outbox.session(currentUser())).status).toBe(401)

    network.mode = 'ok'
    const result = await runCommand(phone.outbox, { type: 'online' })
    expect(result).toMatchObject({ logoutPending: false, sent: 0 })
    expect(paths).toEqual(['logout'])
    // Nobody can use that session any more, not even with a copy of the cookie.
    expect((await stolen.get('current-user')).status).toBe(401)
    expect((await phone.outbox.session(currentUser())).status).toBe(401)
    expect(await phone.outbox.state()).toMatchObject({ userId: null, pending: [], otherUsersPending: 1 })
    expect((await getCart(await signedInAs(user.email))).CartItems).toEqual([])

    // The same user signs in again on this device: the kept write goes.
    await t.signIn(browser, user.email)
    await runCommand(phone.outbox, { type: 'signed-in', userId: user.id })
    expect((await getCart(browser)).CartItems.map((l) => [l.ProductID, l.Quantity])).toEqual([[pens, 2]])
    expect(paths.filter((p) => p !== 'current-user')).toEqual(['logout', 'add-to-cart'])
  })

  it('holds a write another tab sends while the sign-out waits, and sends the sign-out before a new sign-in', async () => {
    const { phone, clock, network, writes, browser, user, paths } = await browserWith()
    const stolen = copyOf(browser)
    network.mode = 'offline'
    await runCommand(phone.outbox, { type: 'logged-out-offline', ...LOGOUT })
    network.mode = 'ok'
    // A tab that still shows the user writes before the worker had a chance to replay: kept, not sent.
    expect((await phone.outbox.handle(writes.addToCart(pens, 1))).status).toBe(202)
    expect(paths).toEqual([])

    // The sign-in goes through the worker: the sign-out reaches the server first, then the new session starts.
    const signIn = new Request('http://localhost/api/validate-user', {
      method: 'POST',
      headers: { Domain: 'localhost', 'Content-Type': 'application/json' },
      body: JSON.stringify(authBody(user.email, { Password: TEST_PASSWORD })),
    })
    const answer = await phone.outbox.session(signIn)
    expect(answer.status).toBe(200)
    expect(paths).toEqual(['logout', 'validate-user'])
    for (const line of answer.headers.getSetCookie()) {
      const cookie = parseSetCookie(line)
      browser.cookies.set(cookie.name, cookie.value)
    }
    expect((await stolen.get('current-user')).status).toBe(401)
    expect((await browser.get('current-user')).status).toBe(200)

    // The sign-out is done: it is never sent again, so the new session lives on.
    await runCommand(phone.outbox, { type: 'signed-in', userId: user.id })
    await drain(phone.outbox, clock)
    expect(paths.filter((p) => p === 'logout')).toHaveLength(1)
    expect((await browser.get('current-user')).status).toBe(200)
    expect((await getCart(browser)).CartItems.map((l) => l.Quantity)).toEqual([1])
  })
})

/** A fresh browser signed in as `email`. */
async function signedInAs(email: string) {
  const client = t.client()
  await t.signIn(client, email)
  return client
}

describe('issue 11.2: a retried write keeps its place', () => {
  it('sends a retried create before the submit it held (vendor deactivated meanwhile, then reactivated)', async () => {
    const { phone, network, writes, browser } = await browserWith()
    const vendor = await addVendor(t)
    const body = poBody(vendor.id, unitId)
    const poId = String(body.poId)
    network.mode = 'offline'
    await phone.outbox.handle(writes.addPo(body))
    await phone.outbox.handle(writes.movePo(poId, 'Pending Approval'))
    await setVendor(vendor.id, 'Inactive')

    network.mode = 'ok'
    await runCommand(phone.outbox, { type: 'online' })
    const refused = await phone.outbox.state()
    expect(refused.failed).toMatchObject([{ op: 'add-po', status: 400 }])
    expect(refused.pending).toMatchObject([{ op: 'update-po-status', held: true }])

    await setVendor(vendor.id, 'Active')
    await runCommand(phone.outbox, { type: 'retry', id: refused.failed[0]?.id ?? '' })
    expect(await phone.outbox.state()).toMatchObject({ failed: [], pending: [] })
    expect(await poById(browser, poId)).toMatchObject({ status: 'Pending Approval' })
  })
})

describe('issue 11.3: coming back online skips the backoff', () => {
  it('sends at once on "online" after many failed attempts, and the state shows every attempt and the next try', async () => {
    const { phone, clock, network, writes, browser } = await browserWith()
    network.mode = 'offline'
    await phone.outbox.handle(writes.addToCart(pens, 3))
    for (let i = 0; i < 6; i += 1) {
      const due = (await phone.outbox.state()).pending[0]?.nextAttemptAt ?? 0
      clock.set(due)
      await phone.outbox.replay()
    }
    const [waiting] = (await phone.outbox.state()).pending
    expect(waiting?.attempts).toBe(7)
    expect((waiting?.nextAttemptAt ?? 0) - clock.now()).toBeGreaterThan(20_000)

    network.mode = 'ok'
    // A plain replay (the worker's own timer) still waits for the backoff...
    expect(await phone.outbox.replay()).toMatchObject({ sent: 0, pending: 1 })
    // ...but the page saying the network is back sends it now, without the clock moving.
    expect(await runCommand(phone.outbox, { type: 'online' })).toMatchObject({ sent: 1, pending: 0 })
    expect((await getCart(browser)).CartItems.map((l) => l.Quantity)).toEqual([3])
  })

  it('a write that gets through sends the other documents still in their backoff too', async () => {
    const { phone, clock, network, writes, browser } = await browserWith()
    const vendor = await addVendor(t)
    const body = poBody(vendor.id, unitId)
    network.mode = 'offline'
    await phone.outbox.handle(writes.addToCart(pens, 1))
    clock.advance(10_000)
    await phone.outbox.handle(writes.addPo(body))
    network.mode = 'ok'
    // Only the cart write is due; once it is through, the PO goes in the same replay.
    clock.set(((await phone.outbox.state()).pending[0]?.nextAttemptAt ?? 0) + 1)
    expect(await phone.outbox.replay()).toMatchObject({ sent: 2, pending: 0 })
    expect((await poById(browser, String(body.poId))).status).toBe('Draft')
  })
})

describe('issue 11.8: a new version of the worker never loses nor double-sends a queued write', () => {
  it('waits for the old worker mid-replay, then finds nothing left: each write went on the wire once', async () => {
    const lock = createScopeLocks()
    const exclusive = <T>(task: () => Promise<T>) => lock.run('replay', task)
    const old = await browserWith({ exclusive })
    const { network, writes, browser, clock, net } = old
    const vendor = await addVendor(t)
    const body = poBody(vendor.id, unitId)
    network.mode = 'offline'
    await old.phone.outbox.handle(writes.addToCart(pens, 4))
    await old.phone.outbox.handle(writes.addPo(body))
    await old.phone.outbox.handle(writes.movePo(String(body.poId), 'Pending Approval'))
    const queued = net.tally.requests

    // The old worker's first request hangs on the wire while the new version installs and replays.
    network.mode = 'ok'
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let first = true
    const fetch = async (request: Request) => {
      if (first) {
        first = false
        await held
      }
      return net.fetch(request)
    }
    const oldWorker = device(fetch, clock, 2, { idb: old.phone.idb, exclusive })
    await oldWorker.outbox.signedIn(old.user.id)
    const oldReplay = oldWorker.outbox.replay({ now: true })
    const newWorker = device(net.fetch, clock, 3, { idb: old.phone.idb, exclusive })
    const newReplay = newWorker.outbox.replay({ now: true })
    release()
    await Promise.all([oldReplay, newReplay])
    await drain(newWorker.outbox, clock)

    expect(net.tally.requests - queued).toBe(3)
    expect(net.tally.replayedAnswers).toBe(0)
    expect((await getCart(browser)).CartItems.map((l) => l.Quantity)).toEqual([4])
    expect(await poById(browser, String(body.poId))).toMatchObject({ status: 'Pending Approval', version: 2 })
    expect(await newWorker.outbox.state()).toMatchObject({ pending: [], failed: [] })
    oldWorker.close()
    newWorker.close()
  })

  it('sends again, once, the write an old worker had on the wire when it was stopped', async () => {
    const { phone, network, writes, browser, clock, user, net } = await browserWith()
    network.mode = 'offline'
    await phone.outbox.handle(writes.addToCart(pens, 5))
    await phone.outbox.handle(writes.addToCart(pens, 6))
    // The old worker sends the first, the server commits, and the worker is gone before the answer arrives.
    network.mode = 'lost'
    await phone.outbox.replay({ now: true })
    const newWorker = device(net.fetch, clock, 4, { idb: phone.idb })
    await newWorker.outbox.setUser(user.id)
    network.mode = 'ok'
    await runCommand(newWorker.outbox, { type: 'online' })
    expect(net.tally.replayedAnswers).toBe(1)
    // Both adds went to one line (the server merges a product's lines): 5 + 6, each counted once.
    expect((await getCart(browser)).CartItems.map((l) => l.Quantity)).toEqual([11])
    expect(await newWorker.outbox.state()).toMatchObject({ pending: [], failed: [] })
    newWorker.close()
  })

  it('a new worker that installed earlier sees the sign-out the old one took meanwhile: it sends nothing', async () => {
    const { phone, network, writes, browser, clock, user, net } = await browserWith()
    network.mode = 'offline'
    await phone.outbox.handle(writes.addToCart(pens, 7))
    // The new version installs (and replays once, offline) while the old one still serves the page.
    const newWorker = device(net.fetch, clock, 5, { idb: phone.idb })
    await newWorker.outbox.replay({ now: true })
    // The user signs out; the old worker takes it, and Ann's session goes to someone else.
    await runCommand(phone.outbox, { type: 'signed-out' })
    network.mode = 'ok'
    expect(await newWorker.outbox.replay({ now: true })).toMatchObject({ sent: 0 })
    expect(await newWorker.outbox.state()).toMatchObject({ userId: null, otherUsersPending: 1 })
    expect((await getCart(browser)).CartItems).toEqual([])
    await runCommand(newWorker.outbox, { type: 'signed-in', userId: user.id })
    expect((await getCart(browser)).CartItems.map((l) => l.Quantity)).toEqual([7])
    newWorker.close()
  })
})
