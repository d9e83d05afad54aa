import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { envelope } from '../shared/envelope'

/** Base of every API call; VITE_API_BASE points the app at another server with the same contract. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/api'

/** An HTTP error answer from the API, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message)
  }
  /** True when the request never got an answer. */
  get isNetwork(): boolean {
    return this.status === 0
  }
}

let onUnauthorized: () => void = () => {}

/** Registers what a 401 from any call does (sign the user out). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler
}

interface RequestOptions {
  query?: Record<string, string | number | undefined>
  body?: unknown
  signal?: AbortSignal
  idempotencyKey?: string
}

const ErrorShape = v.object({
  msg: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
})

async function request<TData extends v.GenericSchema>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data: TData,
  options: RequestOptions = {},
): Promise<v.InferOutput<ReturnType<typeof envelope<TData>>>> {
  const url = new URL(`${API_BASE}/${path}`, window.location.origin)
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value))
  }
  const headers: Record<string, string> = { Domain: window.location.hostname, Accept: 'application/json' }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json'
  if (method !== 'GET') headers['Idempotency-Key'] = options.idempotencyKey ?? uuidv7()
  let response: Response
  try {
    response = await fetch(url, {
      method,
      headers,
      credentials: 'include',
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'You appear to be offline. Check your connection and try again.')
  }
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    if (response.status === 401) onUnauthorized()
    const shape = v.safeParse(ErrorShape, json)
    const msg = shape.success && shape.output.msg ? shape.output.msg : `Request failed (${response.status})`
    throw new ApiError(response.status, msg, shape.success ? shape.output.errors : undefined)
  }
  const parsed = v.safeParse(envelope(data), json)
  if (!parsed.success) throw new ApiError(response.status, 'The server sent an unexpected answer')
  return parsed.output
}

/** The typed API client: every answer is checked against its shared schema before use. */
export const api = {
  get: <T extends v.GenericSchema>(path: string, data: T, options?: Omit<RequestOptions, 'body'>) =>
    request('GET', path, data, options),
  post: <T extends v.GenericSchema>(path: string, data: T, options?: RequestOptions) =>
    request('POST', path, data, options),
  put: <T extends v.GenericSchema>(path: string, data: T, options?: RequestOptions) =>
    request('PUT', path, data, options),
  delete: <T extends v.GenericSchema>(path: string, data: T, options?: RequestOptions) =>
    request('DELETE', path, data, options),
}
