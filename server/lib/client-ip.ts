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

/** Expands an IPv6 address (no zone, no brackets) to its eight groups, or null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!/^[0-9a-f:]+$/i.test(address) || address.split('::').length > 2) return null
  const [head = '', tail] = address.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return null
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((g) => g.toLowerCase())
}

/**
 * The key a client address is counted under by the throttles: the address without a port or
 * brackets, an IPv4-mapped IPv6 address as IPv4, and an IPv6 address by its /64 network (one
 * household or server gets a whole /64, so single IPv6 addresses would be limitless).
 */
export function throttleAddress(raw: string): string {
  let address = raw.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed?.[1]) address = bracketed[1]
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  address = address.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  const groups = ipv6Groups(address)
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : address
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
