import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { parsePoDay, todayIso, yearsFrom } from '../../../src/features/purchase-orders/form/po-day'
import { PoPageSearchSchema, poPageOf } from '../../../src/features/purchase-orders/po-page-search'

const ID = '0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b'
const page = (search: Record<string, unknown>, role: Parameters<typeof poPageOf>[1] = 'buyer') =>
  poPageOf(v.parse(PoPageSearchSchema, search), role)

describe('poPageOf: what /Manage-PO/Create-PO shows for its search params', () => {
  it.each<[string, Record<string, unknown>, Parameters<typeof poPageOf>[1], ReturnType<typeof poPageOf>]>([
    ['no id: a new PO', {}, 'buyer', { kind: 'create' }],
    ['an empty id: a new PO', { id: '' }, 'buyer', { kind: 'create' }],
    ['an id: view mode', { id: ID }, 'buyer', { kind: 'view', poId: ID }],
    ['an upper-case id is the same PO', { id: ID.toUpperCase() }, 'approver', { kind: 'view', poId: ID }],
    ['mode=edit for a buyer', { id: ID, mode: 'edit' }, 'buyer', { kind: 'edit', poId: ID }],
    ['mode=edit for an admin', { id: ID, mode: 'edit' }, 'admin', { kind: 'edit', poId: ID }],
    ['mode=edit for an approver is a view', { id: ID, mode: 'edit' }, 'approver', { kind: 'view', poId: ID }],
    ['an unknown mode is a view', { id: ID, mode: 'write' }, 'buyer', { kind: 'view', poId: ID }],
    ['a malformed id', { id: 'abc' }, 'buyer', { kind: 'invalid', id: 'abc' }],
    ['a number id', { id: 42 }, 'buyer', { kind: 'invalid', id: '42' }],
  ])('%s', (_case, search, role, expected) => {
    expect(page(search, role)).toEqual(expected)
  })
})

describe('parsePoDay: what a typed date means', () => {
  it.each([
    ['2026-03-12', '2026-03-12'],
    ['12 Mar 2026', '2026-03-12'],
    ['12 March 2026', '2026-03-12'],
    ['1 mar 2026', '2026-03-01'],
    ['12/03/2026', '2026-03-12'],
    ['12-3-2026', '2026-03-12'],
    ['  2026-3-1 ', '2026-03-01'],
  ])('%s is %s', (text, day) => {
    expect(parsePoDay(text)).toBe(day)
  })

  it.each(['', 'tomorrow', '2026-02-30', '31 Apr 2026', '12 Marx 2026', '03/13/2026'])('%j is not a day', (text) => {
    expect(parsePoDay(text)).toBeNull()
  })

  it('knows today and the calendar limits', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
    expect(yearsFrom('2026-01-05', -100)).toBe('1926-01-05')
    expect(yearsFrom('2026-01-05', 20)).toBe('2046-01-05')
  })
})
