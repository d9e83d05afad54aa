import { Hono } from 'hono'
import { WORKFLOW_EDITORS, WORKFLOW_READERS } from '../../../src/shared/approval-access'
import { DELEGATING_ROLES } from '../../../src/shared/approval-delegates'
import {
  HistoryListQuerySchema,
  PendingListQuerySchema,
  WorkflowListQuerySchema,
} from '../../../src/shared/approval-list-query'
import {
  ApprovalByDocumentQuerySchema,
  DecideApprovalSchema,
  RemoveDelegationSchema,
  SetDelegationSchema,
} from '../../../src/shared/approval-request-schemas'
import { type ApprovalType, approvalTypeOfUrlName, levelLabel } from '../../../src/shared/approval-rules'
import { WORKFLOW_FILE_NAME, WorkflowImportSchema } from '../../../src/shared/approval-workflow-file'
import {
  ApproverOptionsQuerySchema,
  SaveWorkflowSchema,
  WorkflowByTypeQuerySchema,
} from '../../../src/shared/approval-workflow-schemas'
import type { AppEnv } from '../../lib/app-env'
import { idempotent } from '../../lib/idempotency'
import { allow } from '../../lib/policy'
import { ok, okPage } from '../../lib/respond'
import { requireActor } from '../../lib/session'
import { json, query } from '../../lib/validate'
import { listDelegations, removeDelegation, setDelegation } from './delegations'
import { getApproval } from './detail'
import { decideApproval } from './engine'
import { listHistory } from './history'
import { exportHistoryCsv, historyExportFileName } from './history-export'
import { type MailQueue, sendAfterAnswer } from './mail-queue'
import { countPending, listPending } from './pending'
import { waitingAmounts } from './waiting'
import { exportWorkflows } from './workflow-export'
import { importWorkflows } from './workflow-import'
import { savedMessage, saveWorkflow } from './workflow-save'
import { approverOptions, getWorkflow, listWorkflows } from './workflows'

/** Workflows are read by approvers and admins, and changed by admins only. */
const workflowReaders = () => allow.roles(...WORKFLOW_READERS)
const workflowEditors = () => allow.roles(...WORKFLOW_EDITORS)
/** Approvers and admins delegate, and read the users they may choose (admins: everyone, for the workflows). */
const delegators = () => allow.roles(...DELEGATING_ROLES)

/** The approval engine's API: workflows, pending approvals, history, one approval, decisions, delegation. */
export const approvalRoutes = new Hono<AppEnv>()
  .get('/get-approval-workflows', workflowReaders(), query(WorkflowListQuerySchema), async (c) =>
    c.json(okPage(await listWorkflows(c.var.db, requireActor(c), c.req.valid('query')))),
  )
  .get('/get-approval-workflow', workflowReaders(), query(WorkflowByTypeQuerySchema), async (c) =>
    c.json(ok(await getWorkflow(c.var.db, requireActor(c), c.req.valid('query').type))),
  )
  .post('/save-approval-workflow', workflowEditors(), idempotent, json(SaveWorkflowSchema), async (c) => {
    const mail: MailQueue = []
    const saved = await saveWorkflow(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now(), mail)
    sendAfterAnswer(c.var.deps, mail)
    return c.json(ok(saved.workflow, savedMessage(saved.joined)))
  })
  .get('/get-approval-workflow-waiting', workflowEditors(), query(WorkflowByTypeQuerySchema), async (c) => {
    const actor = requireActor(c)
    return c.json(ok({ amounts: await waitingAmounts(c.var.db, actor.tenantId, c.req.valid('query').type) }))
  })
  .get('/export-approval-workflows', workflowEditors(), async (c) => {
    c.header('Content-Disposition', `attachment; filename="${WORKFLOW_FILE_NAME}"`)
    return c.json(await exportWorkflows(c.var.db, requireActor(c), c.var.deps.now()))
  })
  .post('/import-approval-workflows', workflowEditors(), idempotent, json(WorkflowImportSchema), async (c) => {
    const mail: MailQueue = []
    const { report, msg } = await importWorkflows(
      c.var.db,
      requireActor(c),
      c.req.valid('json'),
      c.var.deps.now(),
      mail,
    )
    sendAfterAnswer(c.var.deps, mail)
    return c.json(ok(report, msg))
  })
  .get('/get-approval-users', delegators(), query(ApproverOptionsQuerySchema), async (c) =>
    c.json(ok(await approverOptions(c.var.db, requireActor(c), c.req.valid('query')))),
  )
  .get('/get-pending-approvals', allow.signedIn(), query(PendingListQuerySchema), async (c) =>
    c.json(okPage(await listPending(c.var.db, requireActor(c), c.req.valid('query'), c.var.deps.now()))),
  )
  .get('/get-pending-approval-count', allow.signedIn(), async (c) =>
    c.json(ok({ count: await countPending(c.var.db, requireActor(c), c.var.deps.now()) })),
  )
  .get('/get-approval-history', allow.signedIn(), query(HistoryListQuerySchema), async (c) =>
    c.json(okPage(await listHistory(c.var.db, requireActor(c), c.req.valid('query')))),
  )
  .get('/export-approval-history', allow.signedIn(), query(HistoryListQuerySchema), (c) => {
    c.header('Content-Type', 'text/csv; charset=utf-8')
    c.header('Content-Disposition', `attachment; filename="${historyExportFileName(c.var.deps.now())}"`)
    return c.body(exportHistoryCsv(c.var.db, requireActor(c), c.req.valid('query')))
  })
  .get('/get-approval', allow.signedIn(), query(ApprovalByDocumentQuerySchema), async (c) => {
    const { name, id } = c.req.valid('query')
    const type = approvalTypeOfUrlName(name) as ApprovalType
    return c.json(ok(await getApproval(c.var.db, requireActor(c), type, id, c.var.deps.now())))
  })
  .post('/decide-approval', allow.signedIn(), idempotent, json(DecideApprovalSchema), async (c) => {
    const actor = requireActor(c)
    const now = c.var.deps.now()
    const mail: MailQueue = []
    const request = await decideApproval(c.var.db, actor, c.req.valid('json'), now, mail)
    sendAfterAnswer(c.var.deps, mail)
    const detail = await getApproval(c.var.db, actor, request.type, request.documentId, now)
    const msg = request.status === 'Pending' ? `Approved; now at ${levelLabel(request.currentLevel)}` : request.status
    return c.json(ok(detail, msg))
  })
  .get('/get-approval-delegations', allow.signedIn(), async (c) =>
    c.json(ok(await listDelegations(c.var.db, requireActor(c), c.var.deps.now()))),
  )
  .post('/set-approval-delegation', delegators(), idempotent, json(SetDelegationSchema), async (c) => {
    const delegation = await setDelegation(c.var.db, requireActor(c), c.req.valid('json'), c.var.deps.now())
    return c.json(ok(delegation, 'Delegation saved'))
  })
  .post('/remove-approval-delegation', allow.signedIn(), idempotent, json(RemoveDelegationSchema), async (c) => {
    await removeDelegation(c.var.db, requireActor(c), c.req.valid('json').delegationId)
    return c.json(ok(null, 'Delegation removed'))
  })
