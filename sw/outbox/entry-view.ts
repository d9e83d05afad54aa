import type { OutboxEntryView, OutboxFailedView } from '../../src/shared/outbox-protocol'
import type { FailedRecord, PendingRecord } from './storage'

/** What a stored write says, as pages read it: the JSON body, or a DELETE's query parameters. */
export function payloadOf(record: PendingRecord): unknown {
  if (record.method === 'DELETE') return Object.fromEntries(new URL(record.url).searchParams)
  try {
    return record.body === null ? null : JSON.parse(record.body)
  } catch {
    return null
  }
}

/** A pending write as pages see it. */
export function entryView(record: PendingRecord, held: boolean): OutboxEntryView {
  return {
    id: record.id,
    seq: record.seq,
    op: record.op,
    scope: record.scope,
    method: record.method,
    url: record.url,
    payload: payloadOf(record),
    createdAt: record.createdAt,
    attempts: record.attempts,
    nextAttemptAt: record.nextAttemptAt,
    lastError: record.lastError,
    held,
  }
}

/** A refused write as pages see it. */
export function failedView(record: FailedRecord): OutboxFailedView {
  const view: OutboxFailedView = {
    ...entryView(record, false),
    failedAt: record.failedAt,
    status: record.status,
    msg: record.msg,
  }
  if (record.errors) view.errors = record.errors
  return view
}

/** The request that sends a stored write again: same method, URL, body and Idempotency-Key; cookies go along. */
export function requestOf(record: PendingRecord): Request {
  return new Request(record.url, {
    method: record.method,
    headers: record.headers,
    body: record.body,
    credentials: 'include',
  })
}
