import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { Mailer } from '../../lib/mail'
import type { Job } from '../../lib/scheduler'
import { approvalEscalationJob } from '../approvals/escalation'

/**
 * PGlite has no autovacuum daemon: without this, dead rows pile up, index-only scans (deep list
 * pages) go back to the heap and the planner's statistics go stale. Also due at every start, after the seed.
 */
export const pgliteVacuumJob: Job = {
  name: 'pglite-vacuum',
  intervalSeconds: 6 * 3600,
  leaseSeconds: 3600,
  runAtStart: true,
  run: async ({ db }) => {
    await db.execute(sql`vacuum (analyze)`)
  },
}

/** The jobs the server schedules on this database; add a job here and every process runs it once per due time. */
export function serverJobs(kind: Database['kind'], mailer: Mailer): Job[] {
  const everywhere = [approvalEscalationJob(mailer)]
  return kind === 'pglite' ? [pgliteVacuumJob, ...everywhere] : everywhere
}
