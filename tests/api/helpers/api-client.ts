import type { Hono } from 'hono'
import type { AppEnv } from '../../../server/lib/app-env'

/** A parsed JSON response of the API. */
export interface ApiResponse {
  status: number
  body: Record<string, unknown>
  headers: Headers
  /** Raw Set-Cookie lines of this response. */
  setCookies: string[]
}

/** Per-request overrides; a header set to null is left out. */
export interface SendOptions {
  headers?: Record<string, string | null>
  /** Sent as is instead of JSON-encoding `body`. */
  rawBody?: string | Uint8Array<ArrayBuffer>
}

/** Who the client is: the tenant host it calls, its address and its origin. */
export interface ClientOptions {
  domain?: string
  ip?: string
  origin?: string
}

/** One parsed Set-Cookie line. */
export interface ParsedCookie {
  name: string
  value: string
  attributes: Record<string, string | true>
}

/** Parses a Set-Cookie line; attribute names are lower-cased. */
export function parseSetCookie(line: string): ParsedCookie {
  const [pair = '', ...rest] = line.split(';')
  const eq = pair.indexOf('=')
  const attributes: Record<string, string | true> = {}
  for (const part of rest) {
    const [key = '', ...value] = part.trim().split('=')
    attributes[key.toLowerCase()] = value.length > 0 ? value.join('=') : true
  }
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), attributes }
}

/** A browser-like caller of `/api` with a cookie jar, the Domain, Origin and JSON headers, and an address. */
export class ApiClient {
  readonly cookies = new Map<string, string>()
  readonly domain: string
  readonly ip: string
  readonly origin: string

  constructor(
    private readonly app: Hono<AppEnv>,
    options: ClientOptions & { ip: string },
  ) {
    this.domain = options.domain ?? 'localhost'
    this.ip = options.ip
    this.origin = options.origin ?? 'http://localhost'
  }

  /** GET /api/{path}. */
  get(path: string, options: SendOptions = {}): Promise<ApiResponse> {
    return this.send('GET', path, undefined, options)
  }

  /** POST /api/{path} with a JSON body. */
  post(path: string, body: unknown, options: SendOptions = {}): Promise<ApiResponse> {
    return this.send('POST', path, body, options)
  }

  /** PUT /api/{path} with a JSON body. */
  put(path: string, body: unknown, options: SendOptions = {}): Promise<ApiResponse> {
    return this.send('PUT', path, body, options)
  }

  /** Any method; keeps the cookies the response sets. */
  async send(method: string, path: string, body: unknown, options: SendOptions = {}): Promise<ApiResponse> {
    const hasBody = options.rawBody !== undefined || body !== undefined
    const defaults: Record<string, string | null> = {
      Domain: this.domain,
      'X-Forwarded-For': this.ip,
      Origin: method === 'GET' ? null : this.origin,
      'Content-Type': hasBody ? 'application/json' : null,
      Cookie: this.cookieHeader(),
    }
    const headers = new Headers()
    for (const [name, value] of Object.entries({ ...defaults, ...options.headers })) {
      if (value !== null && value !== '') headers.set(name, value)
    }
    const res = await this.app.request(`/api/${path}`, {
      method,
      headers,
      body: options.rawBody ?? (body === undefined ? undefined : JSON.stringify(body)),
    })
    const setCookies = res.headers.getSetCookie()
    for (const line of setCookies) this.keep(parseSetCookie(line))
    const text = await res.text()
    const parsed: unknown = text === '' ? {} : JSON.parse(text)
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error(`Expected a JSON object from ${method} ${path}, got: ${text}`)
    }
    return { status: res.status, body: parsed as Record<string, unknown>, headers: res.headers, setCookies }
  }

  /** The Cookie header this client sends. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  private keep(cookie: ParsedCookie): void {
    const maxAge = cookie.attributes['max-age']
    if (cookie.value === '' || maxAge === '0') this.cookies.delete(cookie.name)
    else this.cookies.set(cookie.name, cookie.value)
  }
}
