import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Db } from '../db/client'
import { scheduledJobs } from '../db/schema/scheduled-jobs'
import { jobRuns } from './app-metrics'

/** What a job's run gets: the database, the scheduler's clock reading and a logger naming the job. */
export interface JobContext {
  db: Db
  now: Date
  logger: Logger
}

/** Work the server does every so often, once per due time across every process sharing the database. */
export interface Job {
  /** Unique; the row of `scheduled_jobs` that holds its schedule and lock. */
  name: string
  intervalSeconds: number
  /** How long a claim holds: after that another process may run the job again (its runner died). Default 10 minutes. */
  leaseSeconds?: number
  /** Due again whenever a process starts (a vacuum after the seed), besides every interval. */
  runAtStart?: boolean
  run: (context: JobContext) => Promise<void>
}

/** Runs due jobs on a timer; `tick` is one round, for tests with a fake clock. */
export interface Scheduler {
  /** Registers the jobs, runs a first round now and then one every tick; the timer never keeps the process alive. */
  start: () => void
  /** Claims the due jobs, runs them, records each outcome; resolves with the names of the jobs it ran. */
  tick: () => Promise<string[]>
  /** Stops the timer and waits for the round in progress. */
  stop: () => Promise<void>
}

/** How often a process looks for due jobs. */
export const TICK_MS = 15_000
const DEFAULT_LEASE_SECONDS = 600
const MAX_ERROR_LENGTH = 2_000

/** A scheduler over the `scheduled_jobs` table; safe to run in several processes on one PostgreSQL. */
export function createScheduler(options: {
  db: Db
  jobs: readonly Job[]
  now: () => Date
  logger: Logger
  /** Who holds a claim (`locked_by`); host, pid and a random part by default. */
  owner?: string
  tickMs?: number
}): Scheduler {
  const { db, jobs, now, logger } = options
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  const byName = new Map(jobs.map((job) => [job.name, job]))
  let registered: Promise<void> | undefined
  let running: Promise<string[]> | undefined
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  async function register(): Promise<void> {
    const at = now()
    for (const job of jobs) {
      await db
        .insert(scheduledJobs)
        .values({ name: job.name, intervalSeconds: job.intervalSeconds, nextRunAt: at })
        .onConflictDoUpdate({
          target: scheduledJobs.name,
          set: {
            intervalSeconds: job.intervalSeconds,
            nextRunAt: job.runAtStart
              ? sql`least(${scheduledJobs.nextRunAt}, excluded.next_run_at)`
              : scheduledJobs.nextRunAt,
          },
        })
    }
  }

  // One short transaction: lock the due rows no other process holds (SKIP LOCKED passes over rows
  // another claim is locking right now; a row it already claimed is no longer due), then mark them
  // ours until their lease ends. Running the jobs happens after the commit, outside any lock.
  async function claim(at: Date): Promise<Job[]> {
    const names = [...byName.keys()]
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ name: scheduledJobs.name })
        .from(scheduledJobs)
        .where(
          and(
            inArray(scheduledJobs.name, names),
            lte(scheduledJobs.nextRunAt, at),
            or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, at)),
          ),
        )
        .orderBy(asc(scheduledJobs.nextRunAt))
        .for('update', { skipLocked: true })
      const claimed: Job[] = []
      for (const { name } of due) {
        const job = byName.get(name)
        if (!job) continue
        const lease = (job.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000
        await tx
          .update(scheduledJobs)
          .set({ lockedBy: owner, lockedUntil: new Date(at.getTime() + lease) })
          .where(eq(scheduledJobs.name, name))
        claimed.push(job)
      }
      return claimed
    })
  }

  async function runJob(job: Job): Promise<void> {
    const startedAt = now()
    const jobLogger = logger.child({ job: job.name })
    let lastError: string | null = null
    try {
      await job.run({ db, now: startedAt, logger: jobLogger })
      jobRuns.inc({ job: job.name, outcome: 'ok' })
      jobLogger.debug({ ms: now().getTime() - startedAt.getTime() }, 'job ran')
    } catch (error) {
      lastError = (error instanceof Error ? error.message : String(error)).slice(0, MAX_ERROR_LENGTH)
      jobRuns.inc({ job: job.name, outcome: 'error' })
      jobLogger.warn({ err: error }, 'job failed')
    }
    // Only while the claim is still ours: a run that outlived its lease may have been taken over.
    await db
      .update(scheduledJobs)
      .set({
        lastRunAt: startedAt,
        lastError,
        nextRunAt: new Date(now().getTime() + job.intervalSeconds * 1000),
        lockedBy: null,
        lockedUntil: null,
      })
      .where(and(eq(scheduledJobs.name, job.name), eq(scheduledJobs.lockedBy, owner)))
  }

  async function round(): Promise<string[]> {
    // Once per scheduler (a runAtStart job is due again only at a real start); retried after a failure.
    registered ??= register().catch((error: unknown) => {
      registered = undefined
      throw error
    })
    await registered
    const claimed = await claim(now())
    const ran: string[] = []
    for (const job of claimed) {
      if (stopped) break
      await runJob(job)
      ran.push(job.name)
    }
    const left = claimed.filter((job) => !ran.includes(job.name)).map((job) => job.name)
    // Stopping: give back what this process claimed but will not run, so another need not wait out the lease.
    if (left.length > 0) {
      await db
        .update(scheduledJobs)
        .set({ lockedBy: null, lockedUntil: null })
        .where(and(inArray(scheduledJobs.name, left), eq(scheduledJobs.lockedBy, owner)))
    }
    return ran
  }

  function tick(): Promise<string[]> {
    if (stopped || jobs.length === 0) return Promise.resolve([])
    if (!running) {
      running = round().finally(() => {
        running = undefined
      })
    }
    return running
  }

  function tickLogged(): void {
    tick().catch((error: unknown) => {
      logger.warn({ err: error }, 'scheduled jobs round failed')
    })
  }

  return {
    start() {
      if (stopped || timer || jobs.length === 0) return
      tickLogged()
      timer = setInterval(tickLogged, options.tickMs ?? TICK_MS)
      timer.unref()
    },
    tick,
    async stop() {
      stopped = true
      clearInterval(timer)
      await running?.catch(() => undefined)
    },
  }
}
