import { describe, expect, it } from 'vitest'
import { BACKOFF_MAX_MS, backoffDelay } from '../../../sw/outbox/backoff'
import { classifyWrite, queueableOp } from '../../../sw/outbox/classify-request'
import { responseOutcome, retryAfterMs } from '../../../sw/outbox/classify-response'

const USER = '0190a1b2-0000-7000-8000-000000000001'
const PO = '0190a1b2-0000-7000-8000-0000000000aa'
const url = (path: string) => new URL(`http://localhost${path}`)

describe('backoffDelay', () => {
  it.each([
    [1, 1_000],
    [2, 2_000],
    [3, 4_000],
    [4, 8_000],
    [6, 32_000],
    [7, 60_000],
    [50, 60_000],
  ])('after %i failed attempts waits about %i ms (+-20 %%)', (attempts, base) => {
    expect(backoffDelay(attempts, 0.5)).toBe(base)
    expect(backoffDelay(attempts, 0)).toBe(Math.round(base * 0.8))
    expect(backoffDelay(attempts, 0.999_999)).toBeLessThanOrEqual(Math.min(Math.round(base * 1.2), BACKOFF_MAX_MS))
  })

  it('never waits more than 60 s, whatever the jitter', () => {
    for (let r = 0; r < 1; r += 0.01) expect(backoffDelay(20, r)).toBeLessThanOrEqual(BACKOFF_MAX_MS)
  })
})

describe('retryAfterMs', () => {
  const now = Date.parse('2026-01-05T09:00:00.000Z')
  it.each([
    [null, null],
    ['', null],
    ['5', 5_000],
    ['0', 0],
    ['Mon, 05 Jan 2026 09:00:30 GMT', 30_000],
    ['Mon, 05 Jan 2026 08:00:00 GMT', 0],
    ['soon', null],
    ['999999', 3_600_000],
  ])('Retry-After %j -> %j ms', (header, ms) => {
    expect(retryAfterMs(header, now)).toBe(ms)
  })
})

describe('responseOutcome', () => {
  const body = (msg: string, errors?: Record<string, string[]>) => ({ status: false, msg, errors })
  it.each([
    [200, 'sent'],
    [201, 'sent'],
    [204, 'sent'],
    [401, 'pause'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [429, 'retry'],
    [408, 'retry'],
    [400, 'dead'],
    [403, 'dead'],
    [404, 'dead'],
    [409, 'dead'],
    [422, 'dead'],
    [415, 'dead'],
  ])('HTTP %i -> %s', (status, kind) => {
    expect(responseOutcome(status, null, body('Refused'), 0).kind).toBe(kind)
  })

  it("keeps the server's message and field errors for a refusal", () => {
    expect(responseOutcome(400, null, body('Pens is not available to order', { Quantity: ['Too many'] }), 0)).toEqual({
      kind: 'dead',
      status: 400,
      msg: 'Pens is not available to order',
      errors: { Quantity: ['Too many'] },
    })
    expect(responseOutcome(404, null, 'not json', 0)).toEqual({
      kind: 'dead',
      status: 404,
      msg: 'Request failed (404)',
    })
  })

  it("retries the idempotency layer's 409 for a key still being processed", () => {
    const outcome = responseOutcome(409, null, body('A request with this Idempotency-Key is still being processed'), 0)
    expect(outcome.kind).toBe('retry')
  })

  it('honours Retry-After on 429 and 503', () => {
    expect(responseOutcome(429, '7', body('Slow down'), 0)).toMatchObject({ kind: 'retry', retryAfterMs: 7_000 })
    expect(responseOutcome(503, null, null, 0)).toMatchObject({ kind: 'retry', retryAfterMs: null })
  })
})

describe('which writes the outbox keeps', () => {
  it.each([
    ['POST', '/api/add-to-cart', 'add-to-cart'],
    ['POST', '/api/update-cart-item', 'update-cart-item'],
    ['DELETE', '/api/delete-cart-item?CartID=x', 'delete-cart-item'],
    ['POST', '/api/create-order', 'create-order'],
    ['POST', '/api/add-po', 'add-po'],
    ['POST', '/api/update-po', 'update-po'],
    ['POST', '/api/update-po-status', 'update-po-status'],
    ['POST', '/api/record-po-delivery', 'record-po-delivery'],
    ['GET', '/api/add-to-cart', null],
    ['POST', '/api/delete-cart-item', null],
    ['POST', '/api/add-product', null],
    ['POST', '/api/add-supply-partner', null],
    ['POST', '/api/update-order-status', null],
    ['GET', '/api/get-cart', null],
    ['POST', '/add-to-cart', null],
    ['POST', '/api/add-to-cart/extra', null],
  ])('%s %s -> %s', (method, path, op) => {
    expect(queueableOp(method, url(path))).toBe(op)
  })

  it('follows another API base', () => {
    expect(queueableOp('POST', url('/v2/api/add-po'), '/v2/api/')).toBe('add-po')
    expect(queueableOp('POST', url('/api/add-po'), '/v2/api')).toBeNull()
  })

  it.each([
    ['POST', '/api/add-to-cart', { CartID: 'a', ProductID: 1, Quantity: 1 }, `cart:${USER}`],
    ['POST', '/api/update-cart-item', { CartID: 'a', Quantity: 2 }, `cart:${USER}`],
    ['DELETE', '/api/delete-cart-item?CartID=a', undefined, `cart:${USER}`],
    ['POST', '/api/create-order', { OrderID: 'o' }, `cart:${USER}`],
    ['POST', '/api/add-po', { poId: PO }, `po:${PO}`],
    ['POST', '/api/update-po', { poId: PO.toUpperCase(), version: 2 }, `po:${PO}`],
    ['POST', '/api/update-po-status', { poId: ` ${PO} `, status: 'Pending Approval' }, `po:${PO}`],
    ['POST', '/api/record-po-delivery', { poId: PO, deliveryId: 'd', lines: [] }, `po:${PO}`],
  ])('%s %s belongs to its document', (method, path, payload, scope) => {
    const body = payload === undefined ? '' : JSON.stringify(payload)
    expect(classifyWrite(method, url(path), body, USER)?.scope).toBe(scope)
  })

  it.each([
    ['a PO write without a poId', '/api/update-po', { version: 1 }],
    ['a PO write whose poId is not a UUID', '/api/add-po', { poId: '../x' }],
    ['a body that is not a JSON object', '/api/add-to-cart', [1, 2]],
  ])('passes %s to the network untouched', (_name, path, payload) => {
    expect(classifyWrite('POST', url(path), JSON.stringify(payload), USER)).toBeNull()
  })

  it('passes a body that is not JSON to the network untouched', () => {
    expect(classifyWrite('POST', url('/api/add-to-cart'), 'CartID=1', USER)).toBeNull()
  })
})
