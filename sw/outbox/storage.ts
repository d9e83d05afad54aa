import type { OutboxOp } from '../../src/shared/outbox-protocol'

/** A write kept in the outbox, with everything needed to send it again exactly as the page sent it. */
export interface PendingRecord {
  /** Auto-increment position: FIFO order within a document. */
  seq: number
  id: string
  userId: string
  scope: string
  op: OutboxOp
  method: string
  url: string
  /** Only what the server needs again: Content-Type, Domain, Idempotency-Key. */
  headers: Record<string, string>
  body: string | null
  createdAt: number
  attempts: number
  nextAttemptAt: number
  lastError: string | null
}

/** A record before storage gives it its position. */
export type NewPendingRecord = Omit<PendingRecord, 'seq'>

/** The server's refusal of a write. */
export interface Refusal {
  failedAt: number
  status: number
  msg: string
  errors?: Record<string, string[]>
}

/** A write the server refused, kept for the user's Retry or Discard. */
export type FailedRecord = PendingRecord & Refusal

/**
 * A sign-out made while the server could not be reached: the request that ends the session on the
 * server, sent before anything else once it can be (the session cookie is HttpOnly, so only the
 * browser can send it).
 */
export interface PendingLogout {
  /** Whose session it ends. */
  userId: string | null
  url: string
  /** Domain and Accept: what the server needs to find the tenant. */
  headers: Record<string, string>
  createdAt: number
  attempts: number
  nextAttemptAt: number
  lastError: string | null
}

/** Who the outbox sends for, whose session ended (401) until they sign in again, and a sign-out still to send. */
export interface OutboxMeta {
  currentUserId: string | null
  pausedUserIds: string[]
  logout: PendingLogout | null
}

/** Where the outbox keeps its entries; IndexedDB through Dexie in the worker and in tests (dexie-storage.ts). */
export interface OutboxStorage {
  /** Appends a write (its `seq` comes after every other); `held` when its document has a failed write. */
  add(record: NewPendingRecord): Promise<{ record: PendingRecord; held: boolean }>
  /** Pending writes oldest first, of one user or of everyone. */
  pending(userId?: string): Promise<PendingRecord[]>
  /** How many writes one user has pending, and how many were refused and wait for Retry or Discard. */
  counts(userId: string): Promise<{ pending: number; failed: number }>
  /** One user's pending writes to one document, oldest first. */
  pendingOf(userId: string, scope: string): Promise<PendingRecord[]>
  /** The oldest pending write of one user's document, and whether a failed write holds the document. */
  next(userId: string, scope: string): Promise<{ head: PendingRecord | undefined; held: boolean }>
  update(seq: number, patch: Partial<Pick<PendingRecord, 'attempts' | 'nextAttemptAt' | 'lastError'>>): Promise<void>
  remove(seq: number): Promise<void>
  /** Moves a pending write to the failed list (atomically); undefined when it is gone. */
  fail(seq: number, refusal: Refusal): Promise<FailedRecord | undefined>
  /** Failed writes oldest first, of one user or of everyone. */
  failed(userId?: string): Promise<FailedRecord[]>
  /** True when one user's document has a failed write. */
  hasFailed(userId: string, scope: string): Promise<boolean>
  /** Moves a failed write back to the pending writes at its own place (its `seq`) with a fresh start; undefined when unknown. */
  requeue(id: string, nextAttemptAt: number): Promise<PendingRecord | undefined>
  /** Drops a failed write; undefined when unknown. */
  discard(id: string): Promise<FailedRecord | undefined>
  readMeta(): Promise<OutboxMeta>
  writeMeta(meta: OutboxMeta): Promise<void>
}
