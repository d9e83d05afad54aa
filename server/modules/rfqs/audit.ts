import { v7 as uuidv7 } from 'uuid'
import type { RfqStatus } from '../../../src/shared/rfq-status'
import type { Db } from '../../db/client'
import { rfqAudit } from '../../db/schema/rfqs'

/** Writes one audit entry of an RFQ in the caller's transaction; `byUser` null means the partner through its link. */
export async function writeRfqAudit(
  db: Db,
  entry: {
    rfqId: string
    action: string
    from: RfqStatus | null
    to: RfqStatus
    remarks?: string
    byUser: string | null
    supplierId?: string | null
    at: Date
  },
): Promise<void> {
  await db.insert(rfqAudit).values({
    id: uuidv7(),
    rfqId: entry.rfqId,
    action: entry.action,
    fromStatus: entry.from,
    toStatus: entry.to,
    remarks: entry.remarks ?? '',
    byUser: entry.byUser,
    supplierId: entry.supplierId ?? null,
    at: entry.at,
  })
}
