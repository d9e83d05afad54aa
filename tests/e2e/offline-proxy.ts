import net from 'node:net'

/**
 * A TCP proxy in front of the journey server that can be cut and restored. Playwright's
 * `context.setOffline(true)` does not cut a service worker's own requests, so the offline journey
 * opens the app through this proxy and "loses the network" by closing it: every request, from
 * the page or the worker, then fails as it would in a warehouse without signal.
 *
 * It forwards bytes unchanged, so the Host and Origin the server sees are the proxy's
 * (`localhost:<port>`): same host name, so the same tenant, and a same-origin CSRF check.
 */
export interface OfflineProxy {
  /** The origin to open the app at, e.g. http://localhost:3190. */
  readonly origin: string
  /** Refuses new connections and drops open ones. */
  cut(): Promise<void>
  /** Accepts connections again. */
  restore(): Promise<void>
  /** Sends new connections to another port from now on (a new version deployed); open ones are dropped. */
  retarget(port: number): Promise<void>
  /** Stops for good. */
  close(): Promise<void>
}

export async function startOfflineProxy(listenPort: number, firstTarget: number): Promise<OfflineProxy> {
  const sockets = new Set<net.Socket>()
  let targetPort = firstTarget
  let server: net.Server | undefined

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort, '127.0.0.1')
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {
            client.destroy()
            upstream.destroy()
          })
        }
        client.pipe(upstream).pipe(client)
      })
      s.once('error', reject)
      s.listen(listenPort, '127.0.0.1', () => {
        server = s
        resolve()
      })
    })

  const stop = () =>
    new Promise<void>((resolve) => {
      const s = server
      server = undefined
      for (const socket of sockets) socket.destroy()
      sockets.clear()
      if (s === undefined) resolve()
      else s.close(() => resolve())
    })

  await listen()
  return {
    origin: `http://localhost:${listenPort}`,
    cut: stop,
    restore: async () => {
      if (server === undefined) await listen()
    },
    retarget: async (port: number) => {
      targetPort = port
      for (const socket of sockets) socket.destroy()
      sockets.clear()
    },
    close: stop,
  }
}
