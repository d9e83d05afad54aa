import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { approvalDecisionOf } from '../../../src/shared/approval-rules'
import type {
  Supplier,
  SupplierCreateInput,
  SupplierStatusUpdateInput,
  SupplierUpdateInput,
} from '../../../src/shared/supplier-schemas'
import {
  canMoveSupplier,
  INITIAL_SUPPLIER_STATUS,
  isSupplierTransition,
  supplierDecision,
} from '../../../src/shared/supplier-status'
import type { Db } from '../../db/client'
import { categories } from '../../db/schema/catalogue'
import { supplierStatusChanges, suppliers } from '../../db/schema/suppliers'
import type { Actor } from '../../lib/app-env'
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors'
import { isUniqueViolation } from '../../lib/pg-errors'
import { decideOn, latestApproval, pendingApproval, submitForApproval } from '../approvals/engine'
import type { MailQueue } from '../approvals/mail-queue'
import { refuseOwnDecision } from '../approvals/raiser'
import { findSupplier, type SupplierRecord, toSuppliers, withApprovals } from './rows'

const NOT_FOUND = 'Supply partner not found'
const gstinTaken = (gstin: string) => conflict(`A supply partner with the GSTIN ${gstin} is already registered`)

async function present(db: Db, actor: Actor, record: SupplierRecord): Promise<Supplier> {
  const [supplier] = await withApprovals(db, actor, await toSuppliers(db, actor.tenantId, [record]))
  if (!supplier) throw new Error('a supplier record was not converted')
  return supplier
}

/** One supply partner of the actor's tenant; 404 for an id of no partner of the tenant. */
export async function getSupplier(db: Db, actor: Actor, id: string): Promise<Supplier> {
  const record = await findSupplier(db, actor.tenantId, id)
  if (!record) throw notFound(NOT_FOUND)
  return present(db, actor, record)
}

/** The clock and the e-mail queue of an approval step (the routes pass the app's; the seed the defaults). */
export interface ApprovalContext {
  now: Date
  mail: MailQueue
}

const noApprovalContext = (): ApprovalContext => ({ now: new Date(), mail: [] })

/** Submits a partner waiting for onboarding to the Supplier Onboarding workflow (nothing when it is Off). */
const submitOnboarding = (db: Db, actor: Actor, record: SupplierRecord, raisers: string[], context: ApprovalContext) =>
  submitForApproval(
    db,
    actor,
    { type: 'Supplier Onboarding', documentId: record.id, documentNumber: record.name, amount: null, raisers },
    context.now,
    context.mail,
  )

/**
 * Registers a partner as Pending Onboarding, submitted to its workflow when that is On. A create
 * repeated with the same id (an outbox replay without its Idempotency-Key) returns the partner it
 * made and writes nothing.
 */
export async function createSupplier(
  db: Db,
  actor: Actor,
  input: SupplierCreateInput,
  approval: ApprovalContext = noApprovalContext(),
): Promise<Supplier> {
  const id = input.id ?? uuidv7()
  return db.transaction(async (tx) => {
    const existing = await findSupplier(tx, actor.tenantId, id)
    if (existing) return present(tx, actor, existing)
    await assertGstinFree(tx, actor.tenantId, input.gstin)
    await assertCategories(tx, actor.tenantId, input.categoryIds)
    const inserted = await guardGstin(input.gstin, () =>
      tx
        .insert(suppliers)
        .values({
          id,
          tenantId: actor.tenantId,
          ...columnsOf(input),
          status: INITIAL_SUPPLIER_STATUS,
          createdBy: actor.userId,
        })
        .onConflictDoNothing({ target: suppliers.id })
        .returning(),
    )
    const record = inserted[0]
    if (!record) throw conflict('This id is already used by another record')
    await tx.insert(supplierStatusChanges).values({
      tenantId: actor.tenantId,
      supplierId: record.id,
      fromStatus: null,
      toStatus: record.status,
      actorId: actor.userId,
    })
    await submitOnboarding(tx, actor, record, [actor.userId], approval)
    return present(tx, actor, record)
  })
}

/**
 * Edits a partner's details; a stale version is 409 with the current partner, never an overwrite.
 * A partner whose onboarding was sent back for changes is submitted again.
 */
export async function updateSupplier(
  db: Db,
  actor: Actor,
  input: SupplierUpdateInput,
  approval: ApprovalContext = noApprovalContext(),
): Promise<Supplier> {
  return db.transaction(async (tx) => {
    const current = await findSupplier(tx, actor.tenantId, input.id, true)
    if (!current) throw notFound(NOT_FOUND)
    if (current.version !== input.version) throw await staleError(tx, actor, current)
    await assertGstinFree(tx, actor.tenantId, input.gstin, input.id)
    await assertCategories(tx, actor.tenantId, input.categoryIds)
    const [record] = await guardGstin(input.gstin, () =>
      tx
        .update(suppliers)
        .set({ ...columnsOf(input), version: sql`${suppliers.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(suppliers.tenantId, actor.tenantId), eq(suppliers.id, input.id)))
        .returning(),
    )
    if (!record) throw notFound(NOT_FOUND)
    const last = await latestApproval(tx, actor.tenantId, 'Supplier Onboarding', record.id)
    if (record.status === 'Pending Onboarding' && last?.status === 'Sent Back') {
      await submitOnboarding(tx, actor, record, [...last.raisers, actor.userId], approval)
    }
    return present(tx, actor, record)
  })
}

/**
 * Moves a partner along its lifecycle (shared table), by a role allowed to, and records the change;
 * whoever registered a partner may not approve or reject its onboarding (403). Onboarding waiting
 * on its workflow is decided through the engine, by the approver of the level waiting.
 */
export async function updateSupplierStatus(
  db: Db,
  actor: Actor,
  input: SupplierStatusUpdateInput,
  approval: ApprovalContext = noApprovalContext(),
): Promise<Supplier> {
  return db.transaction(async (tx) => {
    const current = await findSupplier(tx, actor.tenantId, input.id, true)
    if (!current) throw notFound(NOT_FOUND)
    if (input.version !== undefined && current.version !== input.version) throw await staleError(tx, actor, current)
    if (!isSupplierTransition(current.status, input.status)) {
      throw conflict(`A supply partner cannot move from ${current.status} to ${input.status}`)
    }
    if (!canMoveSupplier(current.status, input.status, actor.role)) throw forbidden()
    const registeredByActor = current.createdBy === actor.userId
    const decision = supplierDecision(current.status, input.status)
    refuseOwnDecision('supply partner', decision, registeredByActor)
    const pending = decision ? await pendingApproval(tx, actor.tenantId, 'Supplier Onboarding', current.id) : null
    if (decision && pending) {
      const step = { decision: approvalDecisionOf(decision), remarks: input.remarks }
      await decideOn(tx, actor, pending, step, approval.now, approval.mail)
      return getSupplier(tx, actor, current.id)
    }
    const [record] = await tx
      .update(suppliers)
      .set({ status: input.status, version: sql`${suppliers.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(suppliers.tenantId, actor.tenantId), eq(suppliers.id, input.id)))
      .returning()
    if (!record) throw notFound(NOT_FOUND)
    await tx.insert(supplierStatusChanges).values({
      tenantId: actor.tenantId,
      supplierId: record.id,
      fromStatus: current.status,
      toStatus: record.status,
      remarks: input.remarks,
      actorId: actor.userId,
    })
    return present(tx, actor, record)
  })
}

function columnsOf(input: SupplierCreateInput) {
  return {
    name: input.name,
    contactPerson: input.contactPerson,
    email: input.email,
    phone: input.phone,
    gstin: input.gstin,
    pan: input.pan,
    billingAddress: input.billingAddress,
    paymentTerms: input.paymentTerms,
    categoryIds: input.categoryIds,
  }
}

async function staleError(db: Db, actor: Actor, current: SupplierRecord) {
  return conflict(
    'This supply partner was changed by someone else since you opened it. Review the latest version and save again.',
    await present(db, actor, current),
  )
}

async function assertGstinFree(db: Db, tenantId: string, gstin: string | null, exceptId?: string): Promise<void> {
  if (gstin === null) return
  const same = and(eq(suppliers.tenantId, tenantId), eq(suppliers.gstin, gstin))
  const [taken] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(exceptId === undefined ? same : and(same, ne(suppliers.id, exceptId)))
    .limit(1)
  if (taken) throw gstinTaken(gstin)
}

/** Runs a write that may hit the unique GSTIN index (a concurrent write) and answers 409 when it does. */
async function guardGstin<T>(gstin: string | null, write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (gstin !== null && isUniqueViolation(error, 'suppliers_tenant_gstin_uq')) throw gstinTaken(gstin)
    throw error
  }
}

async function assertCategories(db: Db, tenantId: string, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, [...ids])))
  if (found.length !== ids.length) {
    throw badRequest('Some categories supplied were not found', { categoryIds: ['Category not found'] })
  }
}
