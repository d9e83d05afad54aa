import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { purchaseOrderAudit } from '../../db/schema/purchase-orders'

type AuditEntry = Pick<typeof purchaseOrderAudit.$inferSelect, 'action' | 'toStatus' | 'byUser'>

/**
 * The people who raised a PO: who created it, edited its Draft or submitted it for approval. None
 * of them may approve or reject it (src/shared/approval-rules.ts), admins included.
 */
export function raisersOf(createdBy: string, audit: readonly AuditEntry[]): Set<string> {
  const raisers = new Set([createdBy])
  for (const entry of audit) {
    const raised = entry.action === 'created' || entry.action === 'edited' || entry.toStatus === 'Pending Approval'
    if (raised) raisers.add(entry.byUser)
  }
  return raisers
}

/** The raisers of a stored PO, from its audit trail. */
export async function poRaisers(db: Db, po: { id: string; createdBy: string }): Promise<Set<string>> {
  const audit = await db
    .select({
      action: purchaseOrderAudit.action,
      toStatus: purchaseOrderAudit.toStatus,
      byUser: purchaseOrderAudit.byUser,
    })
    .from(purchaseOrderAudit)
    .where(eq(purchaseOrderAudit.poId, po.id))
  return raisersOf(po.createdBy, audit)
}
