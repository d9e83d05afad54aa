import { and, eq, inArray, isNull } from 'drizzle-orm'
import { delegateOf, levelLabel } from '../../../src/shared/approval-rules'
import { documentLabel } from '../../../src/shared/document-label'
import type { Db } from '../../db/client'
import type { approvalRequests } from '../../db/schema/approvals'
import { users } from '../../db/schema/users'
import { activeDelegations } from './delegations'
import type { MailQueue } from './mail-queue'

type RequestRecord = typeof approvalRequests.$inferSelect

/** Most members of a role one notice is sent to. */
const ROLE_MAIL_LIMIT = 50

/** The e-mail addresses of the people the current level waits on (delegates for those away; never a raiser). */
export async function approverEmails(db: Db, request: RequestRecord, at: Date): Promise<string[]> {
  if (request.assigneeUserId) {
    const delegations = await activeDelegations(db, request.tenantId, at)
    const who = delegateOf(request.assigneeUserId, delegations)
    return emailsOf(db, request.tenantId, [who])
  }
  if (!request.assigneeRole) return []
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, request.tenantId), eq(users.role, request.assigneeRole), isNull(users.lockedAt)))
    .limit(ROLE_MAIL_LIMIT + request.raisers.length)
  return rows
    .filter((r) => !request.raisers.includes(r.id))
    .slice(0, ROLE_MAIL_LIMIT)
    .map((r) => r.email)
}

/** The addresses of users of the tenant. */
export async function emailsOf(db: Db, tenantId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...ids])))
  return rows.map((r) => r.email)
}

const title = (request: RequestRecord) => documentLabel(request.type, request.documentNumber)

/** Tells the person who raised the document what just happened to it. */
export async function tellRaiser(db: Db, request: RequestRecord, what: string, remarks: string, mail: MailQueue) {
  for (const to of await emailsOf(db, request.tenantId, [request.raisedBy])) {
    const text = remarks ? `${title(request)} ${what}.\n\nRemarks: ${remarks}` : `${title(request)} ${what}.`
    mail.push({ to, subject: `${title(request)}: ${what}`, text })
  }
}

/** Tells the current level's approvers that the document waits on them (or is overdue). */
export async function tellApprovers(db: Db, request: RequestRecord, at: Date, overdue: boolean, mail: MailQueue) {
  const level = levelLabel(request.currentLevel)
  const due = request.dueAt.toISOString().replace('T', ' ').slice(0, 16)
  const subject = overdue
    ? `Overdue: ${title(request)} waits for your approval (${level})`
    : `${title(request)} waits for your approval (${level})`
  const text = overdue
    ? `${title(request)} was due for your decision at ${due} UTC. Please approve, reject or send it back.`
    : `${title(request)} waits for your decision at ${level}, due ${due} UTC.`
  for (const to of await approverEmails(db, request, at)) mail.push({ to, subject, text })
}
