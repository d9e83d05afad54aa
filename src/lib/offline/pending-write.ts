import type { OutboxEntryView, OutboxOp } from '../../shared/outbox-protocol'

/** What an overlay needs of a pending outbox entry (OutboxEntryView has it all). */
export type PendingWrite = Pick<OutboxEntryView, 'id' | 'seq' | 'op' | 'scope' | 'payload' | 'createdAt'>

/** The pending writes of some operations, oldest first. */
export function writesOf(entries: readonly PendingWrite[], ops: ReadonlySet<OutboxOp>): PendingWrite[] {
  return entries.filter((e) => ops.has(e.op)).sort((a, b) => a.seq - b.seq)
}
