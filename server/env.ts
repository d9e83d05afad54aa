import path from 'node:path'
import * as v from 'valibot'
import { PublicUrlSchema } from './lib/public-url'

const intFrom = (name: string, fallback: number, min: number, max: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform(Number),
    v.integer(`${name} must be a whole number`),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  )

const EnvSchema = v.object({
  PORT: intFrom('PORT', 3000, 1, 65535),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(
    v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')),
  ),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Procurement <no-reply@localhost>'),
  SESSION_IDLE_MINUTES: intFrom('SESSION_IDLE_MINUTES', 30, 1, 24 * 60),
  SESSION_ABSOLUTE_HOURS: intFrom('SESSION_ABSOLUTE_HOURS', 12, 1, 24 * 30),
  TRUST_PROXY: v.optional(v.picklist(['true', 'false'], 'TRUST_PROXY must be true or false'), 'false'),
  TRUST_PROXY_HOPS: intFrom('TRUST_PROXY_HOPS', 1, 1, 10),
  AUTH_RATE_PER_MINUTE: intFrom('AUTH_RATE_PER_MINUTE', 60, 1, 1_000_000),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  STATIC_DIR: v.optional(v.string()),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN must be at least 16 characters'))),
  SHUTDOWN_GRACE_SECONDS: intFrom('SHUTDOWN_GRACE_SECONDS', 10, 1, 300),
  PUBLIC_URL: v.optional(PublicUrlSchema),
})

/** Validated configuration of the server process. */
export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  mailFrom: string
  sessionIdleMinutes: number
  sessionAbsoluteHours: number
  trustProxy: boolean
  /** How many proxies in front of the server append to X-Forwarded-For (used when trustProxy). */
  trustProxyHops: number
  /** Requests per minute one client address may make to the sign-in endpoints. */
  authRatePerMinute: number
  logLevel: string
  /** The built web app to serve; `dist/` beside the sources unless STATIC_DIR says otherwise. */
  staticDir: string | undefined
  /** Bearer token that opens /metrics; unset: no /metrics at all. */
  metricsToken: string | undefined
  /** How long a SIGTERM waits for requests in flight before cutting their connections. */
  shutdownGraceSeconds: number
  /** Where e-mailed links point for tenants with no public address of their own; default http://localhost:PORT. */
  publicUrl: string
}

/** Reads and validates the environment; throws one error listing every bad variable. */
export function readConfig(env: NodeJS.ProcessEnv): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''))
  const result = v.safeParse(EnvSchema, present)
  if (!result.success) {
    const lines = result.issues.map((issue) => `  ${v.getDotPath(issue) ?? 'env'}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = result.output
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    trustProxy: e.TRUST_PROXY === 'true',
    trustProxyHops: e.TRUST_PROXY_HOPS,
    authRatePerMinute: e.AUTH_RATE_PER_MINUTE,
    staticDir: e.STATIC_DIR === undefined ? undefined : path.resolve(e.STATIC_DIR),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceSeconds: e.SHUTDOWN_GRACE_SECONDS,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
  }
}
