import { Counter, Gauge, Histogram, renderMetrics } from './metrics'

// The server's metrics. They are counted per process by design: Prometheus scrapes every process
// and sums them, so nothing here needs to be shared through the database.

/** Connections of the node-postgres pool (PostgreSQL only). */
export interface PoolStats {
  total: number
  idle: number
  waiting: number
}

/** Requests answered, by route pattern (never the raw URL, so the label set stays small), method and status class. */
export const httpRequests = new Counter(
  'http_requests_total',
  'HTTP requests answered, by route pattern, method and status class.',
  ['route', 'method', 'status'],
)

/** Time from receiving a request to its answer, by route pattern and method. */
export const httpDuration = new Histogram(
  'http_request_duration_seconds',
  'Time to answer an HTTP request, by route pattern and method.',
  ['route', 'method'],
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
)

/** Writes answered from the response stored under their Idempotency-Key: an outbox sent a write again. */
export const outboxReplays = new Counter(
  'outbox_replays_total',
  'Writes that arrived again with an Idempotency-Key already answered, and got the stored response.',
)

/** Scheduled job runs by job name and outcome (ok or error). */
export const jobRuns = new Counter('job_runs_total', 'Scheduled job runs, by job and outcome.', ['job', 'outcome'])

const startedAtSeconds = Math.round(Date.now() / 1000)

/** The exposition of every metric of this process, with the pool's usage when there is a pool. */
export function renderAppMetrics(poolStats?: () => PoolStats): string {
  const pool = poolStats
    ? [
        new Gauge('db_pool_connections', 'Connections of the PostgreSQL pool, by state (total and idle).', () => {
          const stats = poolStats()
          return [
            { labels: { state: 'total' }, value: stats.total },
            { labels: { state: 'idle' }, value: stats.idle },
          ]
        }),
        new Gauge('db_pool_waiting_requests', 'Queries waiting for a free connection of the PostgreSQL pool.', () => [
          { value: poolStats().waiting },
        ]),
      ]
    : []
  const start = new Gauge('process_start_time_seconds', 'Start time of the process since the Unix epoch.', () => [
    { value: startedAtSeconds },
  ])
  return renderMetrics([httpRequests, httpDuration, outboxReplays, jobRuns, ...pool, start])
}
