/// <reference types="vite/client" />
import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { envelope } from '../shared/envelope'
import { listPage } from '../shared/list-query'
import { type OutboxEntryView, type OutboxOp, USER_HEADER } from '../shared/outbox-protocol'
import { takeEarlyResponse } from './early-requests'
import { reportRequestOutcome, setConnectivityProbe } from './offline/connectivity'
import { sessionStore } from './session-store'

/** Base of every API call; VITE_API_BASE points the app at another server with the same contract. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api'

/** An HTTP error answer from the API, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** What a refusal carried besides the message, e.g. the current record of a 409 stale edit. */
    readonly data?: unknown,
  ) {
    super(message)
  }
  /** True when the request never got an answer. */
  get isNetwork(): boolean {
    return this.status === 0
  }
}

/** The server's message when it throttled the request (429), otherwise the screen's own message. */
export function rateLimitedOr(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status === 429 ? error.message : fallback
}

/** What a read that got no answer says. */
export const OFFLINE_READ_MESSAGE = 'You appear to be offline. Check your connection and try again.'
/** What a write that got no answer, and that the offline outbox does not keep, says: nothing was sent, the form keeps its values. */
export const OFFLINE_WRITE_MESSAGE =
  'You are offline: this change was not sent. What you typed is kept; try again when you are back online.'

/** Header the service worker's outbox sets on its 202 answer to a write it kept for later. */
const OUTBOX_HEADER = 'X-Outbox'

/**
 * What a write answers when the offline outbox kept it: success without data (`data` is
 * undefined, whatever the schema says), the pending entry, and `queued: true`.
 */
export interface QueuedResult {
  status: true
  queued: true
  msg: string
  data: undefined
  entry?: OutboxEntryView
}

/** True when a write was kept by the offline outbox to send later (a 202 `X-Outbox: queued` answer), not applied yet. */
export function isQueued(answer: unknown): answer is QueuedResult {
  return typeof answer === 'object' && answer !== null && (answer as { queued?: unknown }).queued === true
}

// While calls get no answer, GET /api/health says when the server is back (the banner goes, screens refetch).
setConnectivityProbe(async () => {
  try {
    const response = await fetch(new URL(`${API_BASE}/health`, window.location.origin), { cache: 'no-store' })
    return response.ok || response.status < 500
  } catch {
    return false
  }
})

let onUnauthorized: () => void = () => {}

/** Registers what a 401 from any call does (sign the user out). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined>
  body?: unknown
  signal?: AbortSignal
  idempotencyKey?: string
  /** A GET index.html's boot script may have started already: its answer is used if it did (early-requests.ts). */
  early?: boolean
}

/** What a feature's read may pass on: its abort signal, and whether it may take an answer index.html's boot script started. */
export type ReadOptions = Pick<RequestOptions, 'signal' | 'early'>

const ErrorShape = v.object({
  msg: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
  data: v.optional(v.unknown()),
})

/** Sends a call with the Domain header and credentials; a non-2xx answer becomes an ApiError. */
async function send(method: Method, path: string, options: RequestOptions = {}): Promise<Response> {
  const url = new URL(`${API_BASE}/${path}`, window.location.origin)
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  const headers: Record<string, string> = { Domain: window.location.hostname, Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (method !== 'GET') {
    headers['Idempotency-Key'] = options.idempotencyKey ?? uuidv7()
    // The outbox files a write it keeps under this user (the server ignores the header).
    const userId = sessionStore.get()?.UserID
    if (userId) headers[USER_HEADER] = userId
  }
  let response: Response
  try {
    const early = method === 'GET' && options.early ? takeEarlyResponse(url) : undefined
    response = await (early ??
      fetch(url, {
        method,
        headers,
        credentials: 'include',
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }))
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    reportRequestOutcome(false)
    // A write the outbox would have kept only fails here when no service worker controls the page.
    throw new ApiError(0, method === 'GET' ? OFFLINE_READ_MESSAGE : OFFLINE_WRITE_MESSAGE)
  }
  // The outbox's 202 is not an answer from the server: the network is down.
  reportRequestOutcome(!isQueuedResponse(response))
  if (!response.ok) {
    if (response.status === 401) onUnauthorized()
    const json: unknown = await response.json().catch(() => null)
    const shape = v.safeParse(ErrorShape, json)
    const msg = shape.success && shape.output.msg ? shape.output.msg : `Request failed (${response.status})`
    throw new ApiError(
      response.status,
      msg,
      shape.success ? shape.output.errors : undefined,
      shape.success ? shape.output.data : undefined,
    )
  }
  return response
}

const isQueuedResponse = (response: Response) =>
  response.status === 202 && response.headers.get(OUTBOX_HEADER)?.toLowerCase() === 'queued'

const QueuedShape = v.object({ msg: v.optional(v.string(), ''), entry: v.optional(v.unknown()) })

async function parsed<TSchema extends v.GenericSchema>(
  method: Method,
  path: string,
  schema: TSchema,
  options?: RequestOptions,
): Promise<v.InferOutput<TSchema>> {
  const response = await send(method, path, options)
  const json: unknown = await response.json().catch(() => null)
  const result = v.safeParse(schema, json)
  if (!result.success) throw new ApiError(response.status, 'The server sent an unexpected answer')
  return result.output
}

function request<TData extends v.GenericSchema>(
  method: Method,
  path: string,
  data: TData,
  options?: RequestOptions,
): Promise<v.InferOutput<ReturnType<typeof envelope<TData>>>> {
  return parsed(method, path, envelope(data), options)
}

/**
 * The answer of a write: the server's envelope, or for a write the offline outbox keeps (cart, checkout,
 * PO: OUTBOX_OPS) also the outbox's QueuedResult.
 */
export type WriteAnswer<TData extends v.GenericSchema, TPath extends string = string> = TPath extends OutboxOp
  ? v.InferOutput<ReturnType<typeof envelope<TData>>> | QueuedResult
  : v.InferOutput<ReturnType<typeof envelope<TData>>>

async function write<TData extends v.GenericSchema, TPath extends string>(
  method: Exclude<Method, 'GET'>,
  path: TPath,
  data: TData,
  options?: RequestOptions,
  beside: v.ObjectEntries = {},
): Promise<WriteAnswer<TData, TPath>> {
  const response = await send(method, path, options)
  const json: unknown = await response.json().catch(() => null)
  if (isQueuedResponse(response)) {
    const shape = v.safeParse(QueuedShape, json)
    const queued: QueuedResult = {
      status: true,
      queued: true,
      msg: shape.success ? shape.output.msg : '',
      data: undefined,
      entry: shape.success ? (shape.output.entry as OutboxEntryView | undefined) : undefined,
    }
    return queued as WriteAnswer<TData, TPath>
  }
  const result = v.safeParse(v.object({ ...envelope(data).entries, ...beside }), json)
  if (!result.success) throw new ApiError(response.status, 'The server sent an unexpected answer')
  return result.output as WriteAnswer<TData, TPath>
}

/** A file the server sent as a download, with the name it suggested. */
export interface DownloadedFile {
  blob: Blob
  filename: string | null
}

function filenameOf(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')
  return match?.[1] ? decodeURIComponent(match[1]) : null
}

/** The typed API client: every answer is checked against its shared schema before use. */
export const api = {
  get: <T extends v.GenericSchema>(path: string, data: T, options?: Omit<RequestOptions, 'body'>) =>
    request('GET', path, data, options),
  /** A write; a cart or PO write the offline outbox kept answers a QueuedResult (check with `isQueued`). */
  post: <T extends v.GenericSchema, P extends string>(path: P, data: T, options?: RequestOptions) =>
    write('POST', path, data, options),
  /**
   * A write whose answer carries fields beside `data`, checked by `beside` (the `budget` notice of
   * create-order and update-po-status); a write the offline outbox kept answers a QueuedResult.
   */
  postBeside: <T extends v.GenericSchema, B extends v.ObjectEntries>(
    path: string,
    data: T,
    beside: B,
    options?: RequestOptions,
  ) =>
    write('POST', path, data, options, beside) as Promise<
      (v.InferOutput<ReturnType<typeof envelope<T>>> & v.InferOutput<v.ObjectSchema<B, undefined>>) | QueuedResult
    >,
  put: <T extends v.GenericSchema, P extends string>(path: P, data: T, options?: RequestOptions) =>
    write('PUT', path, data, options),
  delete: <T extends v.GenericSchema, P extends string>(path: P, data: T, options?: RequestOptions) =>
    write('DELETE', path, data, options),
  /** A list page: `{ status, msg, data: rows, recordsTotal, recordsFiltered }`, rows checked by `row`. */
  list: <T extends v.GenericSchema>(path: string, row: T, options?: Omit<RequestOptions, 'body'>) =>
    parsed('GET', path, listPage(row), options),
  /** A file download (CSV export ...), sent with the same headers as every call. */
  download: async (path: string, options?: Omit<RequestOptions, 'body'>): Promise<DownloadedFile> => {
    const response = await send('GET', path, options)
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('Content-Disposition')) }
  },
}

/**
 * The data of an answer whose status is true; a false status becomes an ApiError with the server's msg.
 * A QueuedResult has no data (undefined): check `isQueued(answer)` first where the outbox may keep the write.
 */
export function dataOf<T>(answer: { status: boolean; msg: string; data: T }): T {
  if (!answer.status) throw new ApiError(400, answer.msg || 'Request failed')
  return answer.data
}

/**
 * The message to show beside the screen's text: the server's own for a refused request (4xx), or the
 * offline message when the request got no answer (a write: nothing was sent, the form keeps its values);
 * else undefined.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined
  return error.isNetwork || (error.status >= 400 && error.status < 500) ? error.message : undefined
}
