import type { SaveWorkflowInput, Workflow } from '../../../src/shared/approval-workflow-schemas'
import type { Db } from '../../db/client'
import type { Actor } from '../../lib/app-env'
import type { MailQueue } from './mail-queue'
import { joinWaitingDocuments } from './waiting'
import { getWorkflow, lockWorkflowType, writeWorkflow } from './workflows'

/**
 * Saves workflows of several types in one transaction under each type's exclusive lock (documents
 * submitted meanwhile wait for it, or it waits for them), and the documents already waiting on an
 * approver without a request join the new chain in it (./waiting.ts). Rows another transaction
 * held then are joined by a second pass after the save, which waits for them. Answers how many joined.
 */
export async function saveWorkflows(
  db: Db,
  actor: Actor,
  inputs: readonly SaveWorkflowInput[],
  now: Date,
  mail: MailQueue,
): Promise<number> {
  let joined = await db.transaction(async (tx) => {
    let n = 0
    for (const input of inputs) {
      await lockWorkflowType(tx, actor.tenantId, input.type, 'exclusive')
      await writeWorkflow(tx, actor, input, now)
      n += await joinWaitingDocuments(tx, actor, input.type, now, mail, 'skip locked')
    }
    return n
  })
  for (const input of inputs) {
    joined += await db.transaction((tx) => joinWaitingDocuments(tx, actor, input.type, now, mail, 'wait'))
  }
  return joined
}

/** POST save-approval-workflow: the saved workflow and how many waiting documents joined its chain. */
export async function saveWorkflow(
  db: Db,
  actor: Actor,
  input: SaveWorkflowInput,
  now: Date,
  mail: MailQueue,
): Promise<{ workflow: Workflow; joined: number }> {
  const joined = await saveWorkflows(db, actor, [input], now, mail)
  return { workflow: await getWorkflow(db, actor, input.type), joined }
}

/** The answer's message: saved, and how many waiting documents joined the chain. */
export const savedMessage = (joined: number) =>
  joined === 0
    ? 'Workflow saved'
    : `Workflow saved; ${joined === 1 ? '1 waiting document' : `${joined} waiting documents`} joined it at Level 1`
