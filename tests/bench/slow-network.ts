import { connect, createServer, type Socket } from 'node:net'

/** Lighthouse's mobile preset ("slow 4G"): 150 ms round trip, 1.6 Mbps down, 750 Kbps up. */
export const SLOW_4G = { rttMs: 150, downKbps: 1638.4, upKbps: 750 }

/** A TCP proxy in front of a server that behaves like a slow network: its URL and how to close it. */
export interface SlowNetwork {
  url: string
  close: () => Promise<void>
}

/**
 * One direction of the link, shared by every connection (as a phone's radio is): each chunk waits for
 * the link to be free, takes its size over the bandwidth to send, then half the round trip to arrive.
 * Returns when the chunk arrives; chunks of one connection arrive in order (`last`).
 */
function link(kbps: number, oneWayMs: number) {
  const bytesPerMs = (kbps * 1024) / 8 / 1000
  let freeAt = 0
  return (chunk: Buffer, last: { at: number }): number => {
    const sent = Math.max(performance.now(), freeAt) + chunk.length / bytesPerMs
    freeAt = sent
    last.at = Math.max(sent + oneWayMs, last.at)
    return last.at
  }
}

/**
 * Passes what `from` sends to `to`, each chunk at its arrival time. One queue and one timer per direction:
 * a timer per chunk could fire out of order (they round to whole milliseconds), which corrupts a response.
 */
function relay(
  from: Socket,
  to: Socket,
  arrival: (chunk: Buffer, last: { at: number }) => number,
  notBefore = 0,
): void {
  const last = { at: notBefore }
  const queue: Array<{ at: number; chunk: Buffer | null }> = []
  let scheduled = false
  const deliver = () => {
    scheduled = false
    const now = performance.now()
    while (queue.length > 0 && (queue[0]?.at ?? 0) <= now) {
      const { chunk } = queue.shift() as { chunk: Buffer | null }
      if (to.destroyed) continue
      if (chunk) to.write(chunk)
      else to.end()
    }
    const next = queue[0]
    if (next) schedule(next.at)
  }
  const schedule = (at: number) => {
    scheduled = true
    setTimeout(deliver, Math.max(0, at - performance.now()))
  }
  const push = (at: number, chunk: Buffer | null) => {
    queue.push({ at, chunk })
    if (!scheduled) schedule(at)
  }
  from.on('data', (chunk) => push(arrival(chunk, last), chunk))
  // The end (null) comes after the last chunk.
  from.on('end', () => push(Math.max(performance.now(), last.at), null))
  from.on('error', () => to.destroy())
}

/**
 * Starts a proxy on `port` to the server at `target` (a port on localhost) with the latency and
 * bandwidth of `profile`: what a phone on a poor network receives, measured in a real browser.
 */
export function startSlowNetwork(port: number, target: number, profile = SLOW_4G): Promise<SlowNetwork> {
  const down = link(profile.downKbps, profile.rttMs / 2)
  const up = link(profile.upKbps, profile.rttMs / 2)
  const sockets = new Set<Socket>()
  // No Nagle on either side: it holds small writes back for the peer's delayed acknowledgement (40 ms on Linux),
  // a delay the link above already models and a phone's network would not add.
  const server = createServer({ noDelay: true }, (client) => {
    const upstream = connect({ port: target, host: '127.0.0.1', noDelay: true })
    sockets.add(client).add(upstream)
    client.on('close', () => sockets.delete(client))
    upstream.on('close', () => sockets.delete(upstream))
    // A new connection's first request also waits for the TCP handshake: one more round trip.
    relay(client, upstream, up, performance.now() + profile.rttMs)
    relay(upstream, client, down)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://localhost:${port}`,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy()
            server.close(() => done())
          }),
      }),
    )
  })
}
