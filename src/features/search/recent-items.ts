import * as v from 'valibot'
import type { Role } from '../../shared/roles'
import { type SearchHit, SearchHitSchema } from '../../shared/search-schemas'

/** How many opened hits the spotlight remembers. */
export const MAX_RECENT_ITEMS = 8

/**
 * Whose list it is: each user on a device has their own, and one for each role they have had, since what was
 * opened under one role (a purchase order, a supply partner) may be closed to the role an administrator gives next.
 */
export interface RecentOwner {
  userId: string
  role: Role
}

/** The storage key of one user's recent items under one role. */
export const recentItemsKey = ({ userId, role }: RecentOwner) => `spotlight-recent:${userId}:${role}`

/** Only the app's own screens are opened from storage. */
const inApp = (hit: SearchHit) => hit.href.startsWith('/') && !hit.href.startsWith('//')

const sameItem = (a: SearchHit, b: SearchHit) => a.kind === b.kind && a.id === b.id

/** The list after opening `hit`: it comes first, once, and the oldest beyond the limit drop off. */
export function withRecentItem(items: readonly SearchHit[], hit: SearchHit): SearchHit[] {
  return [hit, ...items.filter((item) => !sameItem(item, hit))].slice(0, MAX_RECENT_ITEMS)
}

/**
 * A user's recent items, newest first; an empty list when none are stored or what is stored is not
 * a list of hits. Only hits opening an app path are kept.
 */
export function readRecentItems(storage: Pick<Storage, 'getItem'>, owner: RecentOwner): SearchHit[] {
  try {
    const parsed = v.safeParse(v.array(SearchHitSchema), JSON.parse(storage.getItem(recentItemsKey(owner)) ?? '[]'))
    return parsed.success ? parsed.output.filter(inApp).slice(0, MAX_RECENT_ITEMS) : []
  } catch {
    return []
  }
}

/** Stores that `hit` was opened by the user and answers the new list (storage full or blocked: the list is not kept). */
export function rememberRecentItem(storage: Pick<Storage, 'getItem' | 'setItem'>, owner: RecentOwner, hit: SearchHit) {
  const items = withRecentItem(readRecentItems(storage, owner), hit)
  try {
    storage.setItem(recentItemsKey(owner), JSON.stringify(items))
  } catch {
    // Private mode or a full quota: the spotlight works without its recent items.
  }
  return items
}
