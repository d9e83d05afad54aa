import { v7 as uuidv7 } from 'uuid'
import type { PoStatus } from '../../../src/shared/po-status'
import type { Db } from '../../db/client'
import { purchaseOrderAudit } from '../../db/schema/purchase-orders'
import type { Actor } from '../../lib/app-env'

/** Writes one audit entry; callers pass their transaction, so the entry commits with the change. */
export async function writeAudit(
  db: Db,
  actor: Actor,
  entry: {
    poId: string
    action: 'created' | 'edited' | 'status' | 'delivery'
    from: PoStatus | null
    to: PoStatus
    remarks: string
    at: Date
  },
): Promise<void> {
  await db.insert(purchaseOrderAudit).values({
    id: uuidv7(),
    poId: entry.poId,
    action: entry.action,
    fromStatus: entry.from,
    toStatus: entry.to,
    remarks: entry.remarks,
    byUser: actor.userId,
    at: entry.at,
  })
}
