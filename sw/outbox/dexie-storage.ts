import { Dexie, type DexieOptions, type Table } from 'dexie'
import type { FailedRecord, NewPendingRecord, OutboxMeta, OutboxStorage, PendingRecord, Refusal } from './storage'

/** The outbox database's name; one per app, so another app on the origin never shares it. */
export const OUTBOX_DB_NAME = 'procurement-outbox'

const META_KEY = 'meta'

interface MetaRow extends OutboxMeta {
  key: string
}

class OutboxDatabase extends Dexie {
  pending!: Table<PendingRecord, number, NewPendingRecord>
  failed!: Table<FailedRecord, string>
  meta!: Table<MetaRow, string>

  constructor(name: string, options?: DexieOptions) {
    super(name, options)
    this.version(1).stores({
      pending: '++seq, &id, userId, [userId+scope]',
      failed: '&id, userId, [userId+scope]',
      meta: '&key',
    })
  }
}

/** Where IndexedDB comes from: the global one in the worker, fake-indexeddb's in Node. */
export type IndexedDbSource = Pick<DexieOptions, 'indexedDB' | 'IDBKeyRange'>

const bySeq = <T extends { seq: number }>(rows: T[]) => rows.sort((a, b) => a.seq - b.seq)

/** Opens the outbox storage on IndexedDB through Dexie. */
export function openOutboxStorage(name = OUTBOX_DB_NAME, source?: IndexedDbSource): OutboxStorage & { close(): void } {
  const db = new OutboxDatabase(name, source)
  const isHeld = async (userId: string, scope: string) =>
    (await db.failed.where('[userId+scope]').equals([userId, scope]).count()) > 0
  return {
    add: (record) =>
      db.transaction('rw', db.pending, db.failed, async () => {
        const seq = await db.pending.add(record)
        return { record: { ...record, seq }, held: await isHeld(record.userId, record.scope) }
      }),
    async pending(userId) {
      return userId === undefined
        ? db.pending.orderBy('seq').toArray()
        : bySeq(await db.pending.where({ userId }).toArray())
    },
    counts: (userId) =>
      db.transaction('r', db.pending, db.failed, async () => ({
        pending: await db.pending.where({ userId }).count(),
        failed: await db.failed.where({ userId }).count(),
      })),
    pendingOf: (userId, scope) => db.pending.where('[userId+scope]').equals([userId, scope]).toArray(),
    next: (userId, scope) =>
      db.transaction('r', db.pending, db.failed, async () => ({
        // IndexedDB orders equal index keys by primary key, so the first is the oldest.
        head: await db.pending.where('[userId+scope]').equals([userId, scope]).first(),
        held: await isHeld(userId, scope),
      })),
    async update(seq, patch) {
      await db.pending.update(seq, patch)
    },
    async remove(seq) {
      await db.pending.delete(seq)
    },
    fail: (seq, refusal: Refusal) =>
      db.transaction('rw', db.pending, db.failed, async () => {
        const record = await db.pending.get(seq)
        if (!record) return undefined
        const failed: FailedRecord = { ...record, ...refusal }
        await db.failed.put(failed)
        await db.pending.delete(seq)
        return failed
      }),
    async failed(userId) {
      return bySeq(userId === undefined ? await db.failed.toArray() : await db.failed.where({ userId }).toArray())
    },
    hasFailed: isHeld,
    requeue: (id, nextAttemptAt) =>
      db.transaction('rw', db.pending, db.failed, async () => {
        const failed = await db.failed.get(id)
        if (!failed) return undefined
        const { seq: _old, failedAt: _at, status: _status, msg: _msg, errors: _errors, ...rest } = failed
        // Back at its own position: the writes it held were made after it and must still follow it.
        const record: PendingRecord = { ...rest, seq: failed.seq, attempts: 0, nextAttemptAt, lastError: null }
        await db.failed.delete(id)
        await db.pending.add(record)
        return record
      }),
    discard: (id) =>
      db.transaction('rw', db.failed, async () => {
        const failed = await db.failed.get(id)
        if (failed) await db.failed.delete(id)
        return failed
      }),
    async readMeta() {
      const row = await db.meta.get(META_KEY)
      return {
        currentUserId: row?.currentUserId ?? null,
        pausedUserIds: row?.pausedUserIds ?? [],
        logout: row?.logout ?? null,
      }
    },
    async writeMeta(meta) {
      await db.meta.put({ key: META_KEY, ...meta })
    },
    close: () => db.close(),
  }
}
