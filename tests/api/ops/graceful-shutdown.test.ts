import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authBody } from '../helpers/test-app'
import { createDatabase, databaseUrl, dropDatabase } from '../resilience/pg-admin'

// The server as a supervisor runs it: its own process, stopped with SIGTERM. On PostgreSQL when
// DATABASE_URL is set (a database of its own), otherwise on PGlite in a temporary data folder.

const serverUrl = process.env.DATABASE_URL

interface Running {
  child: ChildProcess
  port: number
  dataDir: string
  output: () => string
  exited: Promise<{ code: number | null; at: number }>
}

const cleanups: (() => Promise<void>)[] = []
afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()))
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (address === null || typeof address === 'string') throw new Error('no port')
  return address.port
}

async function startServer(env: Record<string, string> = {}): Promise<Running> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ops-shutdown-'))
  const port = await freePort()
  const dbName = serverUrl ? await createDatabase(serverUrl) : undefined
  const { DATABASE_URL: _inherited, ...parentEnv } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...parentEnv,
      ...(serverUrl && dbName ? { DATABASE_URL: databaseUrl(serverUrl, dbName) } : {}),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk) => {
    output += String(chunk)
  })
  child.stderr?.on('data', (chunk) => {
    output += String(chunk)
  })
  const exited = once(child, 'exit').then(([code]) => ({ code: code as number | null, at: performance.now() }))
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await exited
    }
    if (dbName && serverUrl) await dropDatabase(serverUrl, dbName)
    rmSync(dataDir, { recursive: true, force: true })
  })
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`)
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`)
    await delay(100)
  }
  return { child, port, dataDir, output: () => output, exited }
}

/** Resolves once the server's output contains `text`. */
async function outputShows(server: Running, text: string): Promise<void> {
  while (!server.output().includes(text)) {
    if (server.child.exitCode !== null) throw new Error(`server exited before "${text}":\n${server.output()}`)
    await once(server.child.stdout as NodeJS.ReadableStream, 'data')
  }
}

/**
 * A sign-in whose body is held back: sent with `Expect: 100-continue`, so the server's `100 Continue`
 * proves it took the request and is now waiting for the body (`send`), or for ever.
 */
async function heldSignIn(port: number) {
  const body = JSON.stringify(authBody('buyer@demo.local', { Password: 'Demo@12345' }))
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/validate-user',
    agent: false,
    headers: {
      Domain: 'localhost',
      Origin: `http://127.0.0.1:${port}`,
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      Expect: '100-continue',
    },
  })
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = ''
      res.on('data', (chunk) => {
        text += String(chunk)
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
      res.on('error', reject)
    })
    request.on('error', reject)
  })
  answer.catch(() => undefined)
  request.flushHeaders()
  await once(request, 'continue')
  return { answer, send: () => request.end(body) }
}

/** Whether a new TCP connection to the port is refused. */
function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(false)
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'))
  })
}

describe('issue 17: graceful shutdown on SIGTERM', () => {
  let patient: Running
  let hasty: Running
  // Both start together: most of each test is the server's start (migrations and the demo seed).
  beforeAll(async () => {
    ;[patient, hasty] = await Promise.all([startServer(), startServer({ SHUTDOWN_GRACE_SECONDS: '1' })])
  }, 180_000)

  it('refuses new connections, finishes the request in flight with 200, closes the database and exits 0', async () => {
    const server = patient
    // A kept-alive idle connection must not hold the shutdown up.
    const agent = new http.Agent({ keepAlive: true })
    await new Promise<void>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port: server.port, path: '/api/health', agent }, (res) => {
          res.resume()
          res.on('end', resolve)
        })
        .on('error', reject),
    )
    const held = await heldSignIn(server.port)

    const signalledAt = performance.now()
    server.child.kill('SIGTERM')
    await outputShows(server, 'shutting down: no new connections')
    expect(await connectionRefused(server.port)).toBe(true)

    held.send()
    const answer = await held.answer
    expect(answer.status, answer.body).toBe(200)
    expect(JSON.parse(answer.body)).toMatchObject({ status: true })

    const { code, at } = await server.exited
    agent.destroy()
    expect(code, server.output()).toBe(0)
    expect(at - signalledAt).toBeLessThan(10_000)
    expect(server.output()).toContain('"msg":"stopped"')
    if (!serverUrl) expect(readFileSync(path.join(server.dataDir, 'server.pid'), 'utf8')).toBe('')
  })

  it('cuts a request still running when the grace period ends and exits 0', async () => {
    const server = hasty
    const held = await heldSignIn(server.port)
    const signalledAt = performance.now()
    server.child.kill('SIGTERM')
    await expect(held.answer).rejects.toThrow(/socket hang up|ECONNRESET/)
    const { code, at } = await server.exited
    expect(code, server.output()).toBe(0)
    expect(at - signalledAt).toBeLessThan(5_000)
    expect(server.output()).toContain('requests still running at the deadline were cut')
  })
})
