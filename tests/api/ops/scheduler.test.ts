import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../../server/db/client'
import { scheduledJobs } from '../../../server/db/schema/scheduled-jobs'
import { createScheduler, type Job } from '../../../server/lib/scheduler'
import { pgliteVacuumJob, serverJobs } from '../../../server/modules/ops/jobs'
import { createTestApp, nextId, type TestApp } from '../helpers/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** A job that counts its runs; a fresh name per test, since the tests share one database. */
function countingJob(extra: Partial<Job> = {}) {
  const job = {
    name: `test-job-${nextId()}`,
    intervalSeconds: 3600,
    runs: 0,
    async run() {
      job.runs += 1
    },
    ...extra,
  }
  return job
}

const schedulerOn = (db: TestApp['db'], jobs: Job[], owner?: string) =>
  createScheduler({ db, jobs, now: t.clock.now, logger: t.deps.logger, owner })

async function row(name: string) {
  const [found] = await t.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name))
  return found
}

describe('issue 17: scheduled jobs, claimed once across processes', () => {
  it('runs a due job once, then again only after its interval', async () => {
    const job = countingJob()
    const scheduler = schedulerOn(t.db, [job])
    expect(await scheduler.tick()).toEqual([job.name])
    expect(await scheduler.tick()).toEqual([])
    t.clock.advanceMinutes(59)
    expect(await scheduler.tick()).toEqual([])
    t.clock.advanceMinutes(1)
    expect(await scheduler.tick()).toEqual([job.name])
    expect(job.runs).toBe(2)
    expect(await row(job.name)).toMatchObject({
      lockedBy: null,
      lockedUntil: null,
      lastError: null,
      lastRunAt: t.clock.now(),
      nextRunAt: new Date(t.clock.now().getTime() + 3600_000),
    })
  })

  it('two schedulers on one database run a due job once', async () => {
    const job = countingJob()
    const schedulers = [schedulerOn(t.db, [job], 'process-a'), schedulerOn(t.db, [job], 'process-b')]
    for (let round = 0; round < 3; round += 1) {
      const ran = await Promise.all(schedulers.map((s) => s.tick()))
      expect(ran.flat()).toEqual([job.name])
      t.clock.advanceMinutes(60)
    }
    expect(job.runs).toBe(3)
  })

  it('records a failure, frees the claim and tries again after the interval', async () => {
    let fail = true
    const job = countingJob({
      run: async () => {
        if (fail) throw new Error('disk full')
      },
    })
    const scheduler = schedulerOn(t.db, [job])
    expect(await scheduler.tick()).toEqual([job.name])
    expect(await row(job.name)).toMatchObject({ lastError: 'disk full', lockedBy: null, lockedUntil: null })
    expect(await scheduler.tick()).toEqual([])
    fail = false
    t.clock.advanceMinutes(60)
    expect(await scheduler.tick()).toEqual([job.name])
    expect((await row(job.name))?.lastError).toBeNull()
  })

  it('leaves a job claimed by another process alone until the claim runs out (that process died)', async () => {
    const job = countingJob({ leaseSeconds: 300 })
    const scheduler = schedulerOn(t.db, [job])
    await t.db.insert(scheduledJobs).values({
      name: job.name,
      intervalSeconds: 3600,
      nextRunAt: t.clock.now(),
      lockedBy: 'a-process-that-died',
      lockedUntil: new Date(t.clock.now().getTime() + 5 * 60_000),
    })
    expect(await scheduler.tick()).toEqual([])
    t.clock.advanceMinutes(5)
    expect(await scheduler.tick()).toEqual([job.name])
    expect(job.runs).toBe(1)
  })

  it('a job marked runAtStart is due whenever a scheduler starts, otherwise it keeps its schedule', async () => {
    const plain = countingJob()
    const atStart = countingJob({ runAtStart: true })
    expect((await schedulerOn(t.db, [plain, atStart]).tick()).sort()).toEqual([plain.name, atStart.name].sort())
    // A restart (a new scheduler) within the interval.
    t.clock.advanceMinutes(10)
    expect(await schedulerOn(t.db, [plain, atStart]).tick()).toEqual([atStart.name])
  })

  it('runs nothing once stopped', async () => {
    const job = countingJob()
    const scheduler = schedulerOn(t.db, [job])
    await scheduler.stop()
    expect(await scheduler.tick()).toEqual([])
    expect(job.runs).toBe(0)
  })

  it('vacuums PGlite every 6 hours through the scheduler, and schedules no vacuum on PostgreSQL', async () => {
    const names = (kind: 'pglite' | 'postgres') => serverJobs(kind, t.deps.mailer).map((job) => job.name)
    expect(names('pglite')).toEqual(['pglite-vacuum', 'approval-escalation'])
    expect(names('postgres')).toEqual(['approval-escalation'])
    expect(pgliteVacuumJob.intervalSeconds).toBe(6 * 3600)
    const scheduler = schedulerOn(t.db, [pgliteVacuumJob])
    expect(await scheduler.tick()).toEqual(['pglite-vacuum'])
    expect(await row('pglite-vacuum')).toMatchObject({ lastError: null, lockedBy: null })
    t.clock.advanceMinutes(6 * 60)
    expect(await scheduler.tick()).toEqual(['pglite-vacuum'])
  })
})

describe.skipIf(!process.env.DATABASE_URL)('issue 17: schedulers of separate processes race on PostgreSQL', () => {
  const pools: Database[] = []

  beforeAll(async () => {
    const result = (await t.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[]
    }
    const url = new URL(process.env.DATABASE_URL ?? '')
    url.pathname = `/${result.rows[0]?.name}`
    for (let i = 0; i < 2; i += 1) pools.push(await openDatabase({ databaseUrl: url.toString() }))
  })
  afterAll(async () => {
    for (const database of pools) await database.close()
  })

  it('only one of four schedulers on two pools runs each due job, round after round', async () => {
    const jobs = [countingJob(), countingJob(), countingJob()]
    const schedulers = [0, 1, 2, 3].map((i) => schedulerOn((pools[i % 2] as Database).db, jobs, `process-${i}`))
    const rounds = 10
    for (let round = 0; round < rounds; round += 1) {
      const ran = (await Promise.all(schedulers.map((s) => s.tick()))).flat()
      expect(ran.sort()).toEqual(jobs.map((job) => job.name).sort())
      t.clock.advanceMinutes(60)
    }
    expect(jobs.map((job) => job.runs)).toEqual([rounds, rounds, rounds])
  })
})
