import type { Context } from 'hono'
import type { AppEnv } from './app-env'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

/** The caller's address: X-Forwarded-For behind a trusted proxy, else the socket's. */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  const env = c.env as NodeBindings | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}
