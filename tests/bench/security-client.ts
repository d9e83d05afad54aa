/** The JSON the API answers with; each attack reads the fields it needs. */
export interface ApiBody {
  status?: boolean
  msg?: string
  data?: unknown
  errors?: Record<string, string[]>
}

/** One answer as a client sees it: status, body and headers. */
export interface Answer<Body = ApiBody> {
  status: number
  body: Body
  headers: Headers
}

/** A browser's calls to the API; `download` reads the raw bytes (CSV, XLSX) instead of JSON. */
export type Browser = ReturnType<typeof browser>

/** The demo tenant's sign-in payload (AppID 5 on host localhost) for one account, plus extra fields. */
export function authBody(username: string, extra: Record<string, unknown> = {}) {
  return { AppID: 5, DomainName: 'localhost', Username: username, ...extra }
}

/** A caller at one client address (right-most entry of `ip`, sent as X-Forwarded-For) that keeps its cookies. */
export function browser(base: string, ip?: string) {
  const cookies = new Map<string, string>()
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  const send = async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { Domain: 'localhost', Origin: base, 'Content-Type': 'application/json' }
    // Without an address the server takes the socket's (loopback), as a caller with no proxy in front.
    if (ip !== undefined) headers['X-Forwarded-For'] = ip
    if (cookies.size > 0) headers.Cookie = cookie()
    const res = await fetch(`${base}/api/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const name = pair.slice(0, pair.indexOf('=')).trim()
      const value = pair.slice(pair.indexOf('=') + 1).trim()
      if (value === '' || /max-age=0/i.test(line)) cookies.delete(name)
      else cookies.set(name, value)
    }
    return res
  }
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const res = await send(method, path, body)
    const json = res.headers.get('Content-Type')?.includes('application/json') ?? false
    if (!json) await res.body?.cancel()
    return { status: res.status, body: json ? ((await res.json()) as ApiBody) : {}, headers: res.headers }
  }
  return {
    call,
    get: (path: string) => call('GET', path),
    post: (path: string, body: unknown) => call('POST', path, body),
    put: (path: string, body: unknown) => call('PUT', path, body),
    download: async (path: string): Promise<Answer<Buffer>> => {
      const res = await send('GET', path)
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()), headers: res.headers }
    },
    /** The Cookie header this browser sends, for requests made outside the API (a file opened in a tab). */
    cookie,
  }
}

/** A browser signed in as a demo account through validate-user; throws with the status when it is refused. */
export async function signIn(base: string, email: string, ip: string, password = 'Demo@12345'): Promise<Browser> {
  const client = browser(base, ip)
  const res = await client.post('validate-user', authBody(email, { Password: password }))
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}`)
  return client
}
