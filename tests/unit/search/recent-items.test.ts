import { describe, expect, it } from 'vitest'
import {
  MAX_RECENT_ITEMS,
  readRecentItems,
  recentItemsKey,
  rememberRecentItem,
  withRecentItem,
} from '../../../src/features/search/recent-items'
import type { SearchHit } from '../../../src/shared/search-schemas'

const hit = (id: string, kind: SearchHit['kind'] = 'product'): SearchHit => ({
  kind,
  id,
  title: `Item ${id}`,
  subtitle: '',
  href: `/Product-Detail/${id}`,
})

/** A user's list while they are a buyer. */
const buyer = (userId: string) => ({ userId, role: 'buyer' }) as const

/** A Storage stand-in over a Map. */
function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    map,
  }
}

describe('recent items', () => {
  it('puts the opened item first, once, and keeps the last 8', () => {
    let items: SearchHit[] = []
    for (const id of ['1', '2', '3']) items = withRecentItem(items, hit(id))
    expect(items.map((h) => h.id)).toEqual(['3', '2', '1'])
    expect(withRecentItem(items, hit('1')).map((h) => h.id)).toEqual(['1', '3', '2'])
    // The same id of another kind is another item.
    expect(withRecentItem(items, hit('1', 'category')).map((h) => `${h.kind}:${h.id}`)).toEqual([
      'category:1',
      'product:3',
      'product:2',
      'product:1',
    ])
    for (let i = 4; i <= 12; i += 1) items = withRecentItem(items, hit(String(i)))
    expect(items).toHaveLength(MAX_RECENT_ITEMS)
    expect(items.map((h) => h.id)).toEqual(['12', '11', '10', '9', '8', '7', '6', '5'])
  })

  it('keeps each user their own list in storage', () => {
    const storage = memoryStorage()
    rememberRecentItem(storage, buyer('user-a'), hit('1'))
    rememberRecentItem(storage, buyer('user-a'), hit('2'))
    rememberRecentItem(storage, buyer('user-b'), hit('9'))
    expect(readRecentItems(storage, buyer('user-a')).map((h) => h.id)).toEqual(['2', '1'])
    expect(readRecentItems(storage, buyer('user-b')).map((h) => h.id)).toEqual(['9'])
    expect(readRecentItems(storage, buyer('user-c'))).toEqual([])
  })

  it('starts a new list when the role changes: what the old role opened may be closed to the new one', () => {
    const storage = memoryStorage()
    rememberRecentItem(storage, buyer('user-a'), hit('7', 'po'))
    const warehouse = { userId: 'user-a', role: 'warehouse' } as const
    expect(readRecentItems(storage, warehouse)).toEqual([])
    rememberRecentItem(storage, warehouse, hit('3'))
    expect(readRecentItems(storage, warehouse).map((h) => h.id)).toEqual(['3'])
    // Given the old role back, its list is there again.
    expect(readRecentItems(storage, buyer('user-a')).map((h) => `${h.kind}:${h.id}`)).toEqual(['po:7'])
  })

  it('reads nothing from a broken or foreign value, and no hit that leaves the app', () => {
    const u = buyer('u')
    expect(readRecentItems(memoryStorage({ [recentItemsKey(u)]: '{not json' }), u)).toEqual([])
    expect(readRecentItems(memoryStorage({ [recentItemsKey(u)]: '{"a":1}' }), u)).toEqual([])
    const outside = [
      { ...hit('1'), href: 'https://evil.example/x' },
      { ...hit('2'), href: '//evil.example/x' },
      hit('3'),
    ]
    expect(readRecentItems(memoryStorage({ [recentItemsKey(u)]: JSON.stringify(outside) }), u)).toEqual([hit('3')])
  })

  it('still answers the list when storage refuses to keep it', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    expect(rememberRecentItem(full, buyer('u'), hit('1'))).toEqual([hit('1')])
  })
})
