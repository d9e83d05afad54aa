import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { authBody } from './test-app'

/** An answer of a spawned server, its JSON body parsed when it has one. */
export interface ProcessAnswer {
  status: number
  headers: Headers
  body: Record<string, unknown>
  text: string
}

/** One `server/main.ts` process on its own port and data folder, as `npm start` runs it. */
export interface ServerProcess {
  base: string
  /** Everything it wrote to stdout and stderr. */
  output: () => string
  /** A call as the web app makes it (Domain and Origin headers), with a cookie when given. */
  call: (
    method: string,
    apiPath: string,
    options?: { body?: unknown; cookie?: string; headers?: Record<string, string> },
  ) => Promise<ProcessAnswer>
  /** Signs in with the demo password; answers the session cookie. */
  signIn: (email: string) => Promise<string>
  exitCode: () => number | null
  /** SIGTERM, then waits for the exit, then removes its data folder. */
  stop: () => Promise<void>
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** The session cookie a sign-in answer set, as a Cookie header. */
export function cookieOf(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')
}

/** Starts a server process on the database at `databaseUrl` and waits until /api/health answers. */
export async function startServerProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-process-'))
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  let output = ''
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: dataDir,
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (chunk) => {
    output += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const deadline = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`)
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`)
    await delay(100)
  }
  const call: ServerProcess['call'] = async (method, apiPath, options = {}) => {
    const res = await fetch(
      `${base}/${apiPath.startsWith('files/') || apiPath === 'metrics' ? '' : 'api/'}${apiPath}`,
      {
        method,
        headers: {
          Domain: 'localhost',
          Origin: base,
          ...(options.cookie ? { Cookie: options.cookie } : {}),
          ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(20_000),
      },
    )
    const text = await res.text()
    let body: Record<string, unknown> = {}
    try {
      body = JSON.parse(text) as Record<string, unknown>
    } catch {
      // not JSON: a file or the metrics text
    }
    return { status: res.status, headers: res.headers, body, text }
  }
  return {
    base,
    output: () => output,
    call,
    async signIn(email) {
      const res = await call('POST', 'validate-user', { body: authBody(email, { Password: 'Demo@12345' }) })
      if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${res.text}`)
      return cookieOf(res.headers)
    },
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
