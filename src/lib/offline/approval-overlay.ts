import * as v from 'valibot'
import { DecideApprovalSchema, type PendingApprovalRow } from '../../shared/approval-request-schemas'
import type { ApprovalDecision } from '../../shared/approval-rules'
import { approvalScope, type OutboxOp } from '../../shared/outbox-protocol'
import { type PendingWrite, writesOf } from './pending-write'

/** The outbox operation of approvals. */
const APPROVAL_OPS: ReadonlySet<OutboxOp> = new Set(['decide-approval'])

/** A decision made on this device and not yet taken by the server: waiting to be sent, or refused. */
export interface UnsyncedDecision {
  decision: ApprovalDecision
  /** When the user decided (ms since the epoch). */
  at: number
  state: 'pending' | 'failed'
  /** The server's reason for a refused decision. */
  msg?: string
}

/** A pending-approval row as shown: `unsynced` is the decision made on it offline, if any. */
export interface ShownPendingApproval extends PendingApprovalRow {
  unsynced: UnsyncedDecision | null
}

/** A refused write as an overlay reads it. */
export type RefusedWrite = PendingWrite & { msg: string }

/** The approval scope's decision, the latest of its writes; null when none of them parses. */
function decisionOf(writes: readonly PendingWrite[]): { decision: ApprovalDecision; at: number } | null {
  let found: { decision: ApprovalDecision; at: number } | null = null
  for (const write of writes) {
    const input = v.safeParse(DecideApprovalSchema, write.payload)
    if (input.success) found = { decision: input.output.decision, at: write.createdAt }
  }
  return found
}

function byScope(writes: readonly PendingWrite[]): Map<string, PendingWrite[]> {
  const scopes = new Map<string, PendingWrite[]>()
  for (const write of writesOf(writes, APPROVAL_OPS))
    scopes.set(write.scope, [...(scopes.get(write.scope) ?? []), write])
  return scopes
}

/**
 * A page of pending approvals with the decisions this user made offline marked on their rows: a
 * refused decision (which the user must retry or discard) shows over one still waiting to be sent.
 */
export function applyPendingDecisions(
  rows: readonly PendingApprovalRow[],
  pending: readonly PendingWrite[],
  failed: readonly RefusedWrite[] = [],
): ShownPendingApproval[] {
  const waiting = byScope(pending)
  const refused = byScope(failed)
  return rows.map((row) => {
    const scope = approvalScope(row.pendingId.toLowerCase())
    const refusal = refused.get(scope)
    const lastRefusal = refusal?.at(-1) as RefusedWrite | undefined
    const refusedDecision = refusal ? decisionOf(refusal) : null
    if (refusedDecision && lastRefusal) {
      return { ...row, unsynced: { ...refusedDecision, state: 'failed', msg: lastRefusal.msg } }
    }
    const decided = decisionOf(waiting.get(scope) ?? [])
    return { ...row, unsynced: decided ? { ...decided, state: 'pending' } : null }
  })
}

/**
 * The number of approvals waiting on the user as shown: the server's count less the approvals
 * decided on this device whose decision has not reached the server yet (never below zero).
 */
export function waitingCount(serverCount: number, pending: readonly PendingWrite[]): number {
  return Math.max(0, serverCount - byScope(pending).size)
}
