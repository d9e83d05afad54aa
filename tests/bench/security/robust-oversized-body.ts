import { Agent, request } from 'node:http'

const TRIES = 60
const EXPECTED = JSON.stringify({ status: false, msg: 'Request body is too large' })

/** POSTs `size` bytes over the agent's kept-alive sockets; resolves with what the client read. */
function upload(base: string, agent: Agent, path: string, size: number, chunked: boolean): Promise<string> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { Domain: 'localhost', Origin: base, 'Content-Type': 'application/json' }
    if (!chunked) headers['Content-Length'] = String(size)
    const req = request(`${base}${path}`, { method: 'POST', agent, headers, timeout: 20_000 })
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => resolve(`${res.statusCode} ${body}`))
      res.on('error', (error) => resolve(`dropped: ${error.message}`))
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', (error) => resolve(`dropped: ${error.message}`))
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    let sent = 0
    const pump = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent))
        sent += piece.length
        if (!req.write(piece)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

/**
 * 10.9: 60 oversized uploads (2 MB to a 1 MB route, 9 MB to an 8 MB upload route; some chunked)
 * over three kept-alive sockets; every one must read the JSON 413, none a dropped connection.
 */
export async function attack(base: string): Promise<string> {
  const agent = new Agent({ keepAlive: true, maxSockets: 3 })
  try {
    const results = await Promise.all(
      Array.from({ length: TRIES }, (_, i) =>
        i % 2 === 0
          ? upload(base, agent, '/api/validate-user', 2 * 1024 * 1024, i % 3 === 2)
          : upload(base, agent, '/api/add-product-image', 9 * 1024 * 1024, i % 3 === 2),
      ),
    )
    const read = results.filter((r) => r === `413 ${EXPECTED}`).length
    const dropped = results.filter((r) => r.startsWith('dropped')).length
    return `10.9 oversized body over keep-alive: ${read}/${TRIES} read the 413, ${dropped} dropped: ${read === TRIES ? 'PASS' : 'FAIL'}`
  } finally {
    agent.destroy()
  }
}
