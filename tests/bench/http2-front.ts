import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http, { type IncomingHttpHeaders } from 'node:http'
import http2 from 'node:http2'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A running HTTPS front. */
export interface Http2Front {
  url: string
  stop: () => Promise<void>
}

/** Headers that belong to one connection, not to the message: a proxy does not pass them on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'http2-settings',
])

/** A throwaway self-signed certificate for localhost (openssl, which Debian ships). */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'))
  try {
    const key = path.join(dir, 'key.pem')
    const cert = path.join(dir, 'cert.pem')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
      ],
      { stdio: 'ignore' },
    )
    return { key: readFileSync(key), cert: readFileSync(cert) }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * An HTTPS front that speaks HTTP/2 (and HTTP/1.1) to the browser and HTTP/1.1 to the server on
 * `targetPort`, as a deployment's TLS-terminating reverse proxy does (the installed app must be served over
 * HTTPS, and proxies offer HTTP/2 there). It passes the request on with `X-Forwarded-Proto: https` and
 * `X-Forwarded-For`, and the answer back as it is (already compressed by the server).
 */
export async function startHttp2Front(targetPort: number, port: number): Promise<Http2Front> {
  const server = http2.createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true })
  const sessions = new Set<http2.ServerHttp2Session>()
  server.on('session', (session) => {
    sessions.add(session)
    session.on('close', () => sessions.delete(session))
  })
  server.on('request', (req, res) => {
    const headers: IncomingHttpHeaders = {}
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value
    }
    headers.host = req.headers[':authority'] ?? req.headers.host
    headers['x-forwarded-proto'] = 'https'
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1'
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers },
      (answer) => {
        const out: Record<string, string | string[]> = {}
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value
        }
        res.writeHead(answer.statusCode ?? 502, out)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(port, resolve))
  return {
    url: `https://localhost:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        // The browser keeps its HTTP/2 sessions open, which would hold the close.
        for (const session of sessions) session.destroy()
      }),
  }
}
