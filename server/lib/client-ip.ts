import type { Context } from 'hono'
import type { AppEnv } from './app-env'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/** Proxies assumed in front of the server when TRUST_PROXY is on and TRUST_PROXY_HOPS is not given. */
export const DEFAULT_PROXY_HOPS = 1

/**
 * The address `hops` trusted proxies saw: each appends the address it received the request from,
 * so the client is `hops` entries from the right. Entries further left were sent by the client
 * itself and prove nothing. With fewer entries than hops, the left-most is the best there is.
 */
export function forwardedClient(header: string, hops: number): string | undefined {
  const entries = header
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  return entries[Math.max(0, entries.length - hops)]
}

/** The caller's address: the one the trusted proxies recorded in X-Forwarded-For, else the socket's. */
export function clientIp(c: Context<AppEnv>): string {
  const { trustProxy, trustProxyHops } = c.var.deps
  if (trustProxy) {
    const header = c.req.header('X-Forwarded-For')
    const forwarded = header === undefined ? undefined : forwardedClient(header, trustProxyHops ?? DEFAULT_PROXY_HOPS)
    if (forwarded) return forwarded
  }
  const env = c.env as NodeBindings | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}
