import { useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { type SessionUser, SessionUserSchema } from '../shared/user'

const KEY = 'user'

/** The user as stored locally: the server's fields plus the authorized flag (spec point 3, Session). */
export type StoredUser = SessionUser & { isAuthorized: true }

const StoredUserSchema = v.object({ ...SessionUserSchema.entries, isAuthorized: v.literal(true) })

function read(): StoredUser | null {
  try {
    const raw = localStorage.getItem(KEY)
    if (!raw) return null
    const parsed = v.safeParse(StoredUserSchema, JSON.parse(raw))
    return parsed.success ? parsed.output : null
  } catch {
    return null
  }
}

let current: StoredUser | null = read()
const listeners = new Set<() => void>()

function emit() {
  for (const listener of listeners) listener()
}

/** The locally stored signed-in user, shared by the router guard and the UI. */
export const sessionStore = {
  get: (): StoredUser | null => current,
  // The start-up check mostly finds the user already stored and shown: it then writes and re-renders nothing.
  set(user: SessionUser) {
    const next: StoredUser = { ...user, isAuthorized: true }
    const text = JSON.stringify(next)
    // Compared with what is stored now, not when this tab started: another tab may have signed in since.
    if (localStorage.getItem(KEY) !== text) localStorage.setItem(KEY, text)
    if (current && JSON.stringify(current) === text) return
    current = next
    emit()
  },
  clear() {
    current = null
    localStorage.removeItem(KEY)
    emit()
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

/** The signed-in user, re-rendering when it changes. */
export function useSessionUser(): StoredUser | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get)
}
