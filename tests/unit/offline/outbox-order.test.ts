import { afterEach, describe, expect, it } from 'vitest'
import { commandOf } from '../../../sw/outbox/commands'
import { openOutboxStorage } from '../../../sw/outbox/dexie-storage'
import { createOutbox } from '../../../sw/outbox/outbox'
import { freshIndexedDb, jsonAnswer, manualClock, pageWrite, seededRandom } from './outbox-support'

const ANN = '0190a1b2-0000-7000-8000-00000000a001'
const po = (n: number) => `0190a1b2-0000-7000-8000-0000000000c${n}`

const storages: Array<{ close(): void }> = []
afterEach(() => {
  for (const s of storages.splice(0)) s.close()
})

/** An outbox whose network is down until `up()`; the first PO's requests then take a while to arrive. */
function slowFirstDocument() {
  const storage = openOutboxStorage('outbox-order', freshIndexedDb())
  storages.push(storage)
  const arrived: string[] = []
  let down = true
  const fetch = async (request: Request) => {
    if (down) throw new TypeError('Failed to fetch')
    const body = JSON.parse(await request.text()) as { poId: string; version?: number }
    // The slow one: its request reaches the server after the others would have.
    if (body.poId === po(1)) await new Promise((resolve) => setTimeout(resolve, 30))
    arrived.push(`${new URL(request.url).pathname.slice(5)} ${body.poId.slice(-2)}`)
    return jsonAnswer(200, { status: true, msg: 'ok', data: null })
  }
  const clock = manualClock()
  const outbox = createOutbox({ storage, fetch, clock, random: seededRandom(1) })
  const up = () => {
    down = false
  }
  return { outbox, arrived, clock, up }
}

describe('issue 11.9: documents made offline reach the server in the order they were made', () => {
  it('sends each document first write in creation order, then the rest side by side', async () => {
    const { outbox, arrived, clock, up } = slowFirstDocument()
    await outbox.signedIn(ANN)
    for (let n = 1; n <= 5; n += 1) await outbox.handle(pageWrite('add-po', { poId: po(n) }, { userId: ANN }))
    await outbox.handle(pageWrite('update-po', { poId: po(1), version: 1 }, { userId: ANN }))
    up()
    clock.advance(60_000)
    expect(await outbox.replay()).toMatchObject({ sent: 6, pending: 0 })
    expect(arrived.filter((a) => a.startsWith('add-po'))).toEqual(
      ['c1', 'c2', 'c3', 'c4', 'c5'].map((c) => `add-po ${c}`),
    )
    expect(arrived.indexOf('update-po c1')).toBeGreaterThan(arrived.indexOf('add-po c1'))
  })

  it('lets a document still in its backoff not hold the others back; once one gets through, it goes too', async () => {
    const { outbox, arrived, clock, up } = slowFirstDocument()
    await outbox.signedIn(ANN)
    await outbox.handle(pageWrite('add-po', { poId: po(2) }, { userId: ANN }))
    for (let i = 0; i < 6; i += 1) {
      clock.set((await outbox.state()).pending[0]?.nextAttemptAt ?? 0)
      await outbox.replay()
    }
    await outbox.handle(pageWrite('add-po', { poId: po(3) }, { userId: ANN }))
    up()
    // Only the later document is due; its answer shows the network is back, so the earlier one goes as well.
    clock.advance(2_000)
    expect(await outbox.replay()).toMatchObject({ sent: 2, pending: 0 })
    expect(arrived).toEqual(['add-po c3', 'add-po c2'])
  })
})

describe('issue 11.1: the page command of a sign-out made offline', () => {
  it('is read only with a URL and string headers', () => {
    const good = { type: 'logged-out-offline', url: 'http://localhost/api/logout', headers: { Domain: 'localhost' } }
    expect(commandOf(good)).toEqual(good)
    expect(commandOf({ ...good, url: 7 })).toBeNull()
    expect(commandOf({ ...good, headers: { Domain: 1 } })).toBeNull()
    expect(commandOf({ type: 'SKIP_WAITING' })).toBeNull()
  })
})
