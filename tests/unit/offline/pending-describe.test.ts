import { describe, expect, it } from 'vitest'
import {
  agoLabel,
  attemptProblem,
  clockTime,
  describeEntry,
  entryStatusLine,
  lastAttemptLine,
  logoutWarning,
  pendingBadge,
  syncedMessage,
  withTypedNumbers,
} from '../../../src/features/offline/pending-describe'
import { showPendingNew } from '../../../src/features/purchase-orders/list/pending-rows'
import type { OutboxEntryView, OutboxFailedView } from '../../../src/shared/outbox-protocol'
import { quantityWithUnit } from '../../../src/shared/plural'

const PO = '0190a1b2-0000-7000-8000-000000000001'
const NOW = Date.parse('2026-01-05T10:00:00.000Z')
const names = {
  product: (id: number) => (id === 7 ? 'Steel bolt M8' : undefined),
  cartLine: (cartId: string) => (cartId === 'c1' ? 'Cutting oil' : undefined),
  poNumber: (poId: string) => (poId === PO ? 'PO-2026-000042' : undefined),
}

function entry(partial: Partial<OutboxEntryView>): OutboxEntryView {
  return {
    id: 'e1',
    seq: 1,
    op: 'add-to-cart',
    scope: 'cart:u1',
    method: 'POST',
    url: 'http://localhost/api/add-to-cart',
    payload: {},
    createdAt: NOW - 4 * 60_000,
    attempts: 0,
    nextAttemptAt: NOW,
    lastError: null,
    held: false,
    ...partial,
  }
}

describe('describeEntry: a pending write in the user words', () => {
  it.each<[string, Pick<OutboxEntryView, 'op' | 'payload'>, string]>([
    [
      'an add with a known product',
      { op: 'add-to-cart', payload: { ProductID: 7, Quantity: 3 } },
      'Add 3 × Steel bolt M8 to cart',
    ],
    [
      'an add of a product never seen',
      { op: 'add-to-cart', payload: { ProductID: 9, Quantity: 1 } },
      'Add 1 × product 9 to cart',
    ],
    [
      'a quantity change',
      { op: 'update-cart-item', payload: { CartID: 'C1', Quantity: 5 } },
      'Change Cutting oil to 5 in cart',
    ],
    ['a removal', { op: 'delete-cart-item', payload: { CartID: 'c1' } }, 'Remove Cutting oil from cart'],
    ['a removal of an unknown line', { op: 'delete-cart-item', payload: { CartID: 'zz' } }, 'Remove a line from cart'],
    ['a checkout', { op: 'create-order', payload: { OrderID: 'o1' } }, 'Place order from cart (checkout)'],
    ['a new PO with a typed number', { op: 'add-po', payload: { poId: PO, poNumber: 'PO-X-1' } }, 'Create PO-X-1'],
    [
      'a new PO numbered by the server',
      { op: 'add-po', payload: { poId: '0190a1b2-0000-7000-8000-0000000000ff' } },
      'Create a new PO (numbered when sent)',
    ],
    [
      'an edit of a known PO',
      { op: 'update-po', payload: { poId: PO.toUpperCase(), poNumber: '' } },
      'Edit PO-2026-000042',
    ],
    [
      'a submit',
      { op: 'update-po-status', payload: { poId: PO, status: 'Pending Approval' } },
      'Submit PO-2026-000042 for approval',
    ],
    ['a cancel', { op: 'update-po-status', payload: { poId: PO, status: 'Cancelled' } }, 'Cancel PO-2026-000042'],
    [
      'a submit of a PO made offline',
      { op: 'update-po-status', payload: { poId: 'x', status: 'Pending Approval' } },
      'Submit PO (new purchase order) for approval',
    ],
    ['a delivery', { op: 'record-po-delivery', payload: { poId: PO } }, 'Record a delivery on PO-2026-000042'],
    ['a payload that is not an object', { op: 'add-to-cart', payload: null }, 'Add ? × product ? to cart'],
  ])('%s', (_case, write, expected) => {
    expect(describeEntry(write, names)).toBe(expected)
  })
})

describe('agoLabel and entryStatusLine', () => {
  it.each([
    [NOW - 10_000, 'just now'],
    [NOW - 4 * 60_000, '4 min ago'],
    [NOW - 3 * 3_600_000, '3 h ago'],
    [NOW - 26 * 3_600_000, '1 day ago'],
    [NOW - 5 * 86_400_000, '5 days ago'],
    [NOW + 60_000, 'just now'],
  ])('%i is %s', (at, label) => {
    expect(agoLabel(at, NOW)).toBe(label)
  })

  it('says age, attempts and the next try, by the clock and from now', () => {
    expect(entryStatusLine(entry({}), NOW)).toBe('queued 4 min ago')
    expect(entryStatusLine(entry({ attempts: 2, nextAttemptAt: NOW + 30_000 }), NOW)).toBe(
      `queued 4 min ago · 2 attempts · next try at ${clockTime(NOW + 30_000)} (in 30 s)`,
    )
    expect(entryStatusLine(entry({ attempts: 1, nextAttemptAt: NOW + 90_000 }), NOW)).toBe(
      `queued 4 min ago · 1 attempt · next try at ${clockTime(NOW + 90_000)} (in 2 min)`,
    )
    // Issue 11.3: the real count after many attempts, not the one of the first.
    expect(entryStatusLine(entry({ attempts: 7, nextAttemptAt: NOW + 48_000 }), NOW)).toMatch(
      / · 7 attempts · next try at /,
    )
    expect(entryStatusLine(entry({ attempts: 3, nextAttemptAt: NOW - 1 }), NOW)).toBe(
      'queued 4 min ago · 3 attempts · trying now',
    )
    expect(entryStatusLine(entry({ held: true }), NOW)).toBe('queued 4 min ago · waiting for a refused change above')
    expect(entryStatusLine(entry({ attempts: 1 }), NOW, true)).toBe(
      'queued 4 min ago · 1 attempt · waiting for you to sign in again',
    )
  })
})

describe('issue 11.9: the panel says what happened in words', () => {
  it('describes a failed attempt without the raw network error, with when it tries again', () => {
    const tried = entry({ attempts: 3, lastError: 'Network: Failed to fetch', nextAttemptAt: NOW + 60_000 })
    expect(lastAttemptLine(tried, NOW)).toBe(
      `Could not reach the server. It will try again at ${clockTime(NOW + 60_000)}.`,
    )
    expect(lastAttemptLine({ ...tried, nextAttemptAt: NOW - 1 }, NOW)).toBe(
      'Could not reach the server. Trying again now.',
    )
    expect(lastAttemptLine(tried, NOW, true)).toBe('Could not reach the server.')
    expect(lastAttemptLine(entry({}), NOW)).toBeNull()
  })

  it.each([
    ['Network: Failed to fetch', 'Could not reach the server.'],
    ['Network failure', 'Could not reach the server.'],
    ['HTTP 503', 'The server could not take it just then (error 503).'],
    ['HTTP 429', 'The server was too busy to take it.'],
    ['Try later', 'The server could not take it just then: Try later.'],
  ])('%s reads "%s"', (raw, words) => {
    expect(attemptProblem(raw)).toBe(words)
  })

  it('names a PO made offline by the number typed for it', () => {
    const made = entry({ seq: 1, op: 'add-po', payload: { poId: 'x', poNumber: '4711' } })
    const submit = entry({ seq: 2, op: 'update-po-status', payload: { poId: 'x', status: 'Pending Approval' } })
    expect(describeEntry(submit, withTypedNumbers(names, [made, submit]))).toBe('Submit PO 4711 for approval')
    // Without a typed number it is still the new purchase order; known POs keep their number.
    expect(describeEntry(submit, withTypedNumbers(names, [submit]))).toBe('Submit PO (new purchase order) for approval')
    const known = entry({ op: 'update-po-status', payload: { poId: PO, status: 'Cancelled' } })
    expect(describeEntry(known, withTypedNumbers(names, [made]))).toBe('Cancel PO-2026-000042')
  })

  it('counts in the right number', () => {
    expect(quantityWithUnit(1, 'pieces')).toBe('1 piece')
    expect(quantityWithUnit(3, 'pieces')).toBe('3 pieces')
    expect(quantityWithUnit(1, 'boxes')).toBe('1 box')
    expect(quantityWithUnit(1.5, 'boxes')).toBe('1.5 boxes')
    expect(quantityWithUnit(2.5, 'uom')).toBe('2.5 uom')
  })
})

describe('pendingBadge: the header badge', () => {
  const failed = {
    ...entry({ id: 'f1' }),
    failedAt: NOW,
    status: 409,
    msg: 'The PO was approved meanwhile',
  } as OutboxFailedView
  it('is hidden at 0', () => {
    expect(pendingBadge({ pending: [], failed: [] })).toEqual({ count: 0, tone: 'hidden', label: 'No changes waiting' })
  })
  it('counts pending writes', () => {
    expect(pendingBadge({ pending: [entry({}), entry({ id: 'e2' })], failed: [] })).toEqual({
      count: 2,
      tone: 'pending',
      label: '2 changes waiting to sync',
    })
  })
  it('turns to the failed style when one was refused, counting both', () => {
    expect(pendingBadge({ pending: [entry({})], failed: [failed] })).toEqual({
      count: 2,
      tone: 'failed',
      label: '1 change waiting to sync, 1 refused',
    })
    expect(pendingBadge({ pending: [], failed: [failed] }).label).toBe('1 refused')
  })
})

describe('messages', () => {
  it('the synced toast counts what was sent', () => {
    expect(syncedMessage(1)).toBe('Your offline change has been synced')
    expect(syncedMessage(4)).toBe('Your 4 offline changes have been synced')
  })
  it('the logout warning says the changes stay for this user', () => {
    expect(logoutWarning(2)).toMatch(
      /^You have 2 changes waiting to be sent\. If you log out now they are kept on this device/,
    )
    expect(logoutWarning(1)).toMatch(/^You have 1 change waiting to be sent\. If you log out now it is kept/)
  })
})

describe('showPendingNew: POs made offline on the list', () => {
  it('shows them on the first page of a tab that has their status, without filters', () => {
    expect(showPendingNew('all', 0, false)({ status: 'Draft' })).toBe(true)
    expect(showPendingNew('drafts', 0, false)({ status: 'Draft' })).toBe(true)
    expect(showPendingNew('inprogress', 0, false)({ status: 'Draft' })).toBe(false)
    expect(showPendingNew('inprogress', 0, false)({ status: 'Pending Approval' })).toBe(true)
    expect(showPendingNew('all', 1, false)({ status: 'Draft' })).toBe(false)
    expect(showPendingNew('all', 0, true)({ status: 'Draft' })).toBe(false)
  })
})
