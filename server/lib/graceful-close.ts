import type { IncomingMessage, Server, ServerResponse } from 'node:http'

/** How a graceful close ended: every request answered, or the grace period ran out and connections were cut. */
export type CloseOutcome = 'drained' | 'forced'

/** Closes an HTTP server without dropping the requests it is answering (see `close`). */
export interface GracefulCloser {
  /** Requests being answered right now. */
  inFlight: () => number
  /**
   * Stops accepting connections and closes idle kept-alive ones at once; requests in flight finish
   * and their connections close after the answer. After `graceMs` whatever is left is cut.
   */
  close: (graceMs: number) => Promise<CloseOutcome>
}

/** Tracks the requests of `server` from now on, so that `close` knows what it waits for. */
export function gracefulCloser(server: Server): GracefulCloser {
  const inFlight = new Set<ServerResponse>()
  let closing = false
  server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    // A kept-alive connection may bring one more request after close(): answer it, then end the connection.
    if (closing && !response.headersSent) response.setHeader('Connection', 'close')
    inFlight.add(response)
    response.once('close', () => inFlight.delete(response))
  })
  return {
    inFlight: () => inFlight.size,
    close: (graceMs) => {
      closing = true
      for (const response of inFlight) {
        if (!response.headersSent) response.setHeader('Connection', 'close')
      }
      return new Promise<CloseOutcome>((resolve) => {
        const timer = setTimeout(() => {
          server.closeAllConnections()
          resolve('forced')
        }, graceMs)
        server.close(() => {
          clearTimeout(timer)
          resolve('drained')
        })
        server.closeIdleConnections()
      })
    },
  }
}
