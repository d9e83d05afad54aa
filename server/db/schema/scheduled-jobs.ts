import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Background jobs every server process may run (server/jobs/scheduler.ts): a process claims a due
 * row by setting `locked_by`/`locked_until` under `FOR UPDATE SKIP LOCKED`, so one run happens per
 * due time however many processes share the database; a claim that outlives `locked_until` (its
 * process died) is free to take again.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  intervalSeconds: integer('interval_seconds').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** The message of the last run's failure; null after a run that succeeded. */
  lastError: text('last_error'),
})
