import { and, eq, inArray, isNull } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import { toNumericText } from '../../../src/shared/money'
import type { RfqDetail } from '../../../src/shared/rfq-read-schemas'
import { rfqDateIssues, type SaveRfqInput } from '../../../src/shared/rfq-schemas'
import type { Db } from '../../db/client'
import { products } from '../../db/schema/catalogue'
import { rfqItems, rfqPartners, rfqs } from '../../db/schema/rfqs'
import type { Actor } from '../../lib/app-env'
import { nextNumber } from '../../lib/counters'
import { unknownDocumentPaths } from '../../lib/document-store'
import { badRequest, conflict } from '../../lib/errors'
import type { MailQueue } from '../approvals/mail-queue'
import { unitsByIds } from '../purchase-orders/units'
import { writeRfqAudit } from './audit'
import { requireActivePartners } from './partners'
import { getRfq } from './read'
import { sendDraft } from './send'

const RFQ_ID_USED = 'This RFQID is already used'

const throwFirst = (errors: Record<string, string[]>) => {
  const [first] = Object.values(errors)
  if (first?.[0]) throw badRequest(first[0], errors)
}

/** Checks what the schema cannot: dates against now, the tenant's units, products, files and Active partners. */
async function checkAgainstData(db: Db, actor: Actor, input: SaveRfqInput, now: Date) {
  throwFirst(rfqDateIssues(input, now))
  const units = await unitsByIds(
    db,
    actor.tenantId,
    input.items.map((i) => i.UOMID),
  )
  const productIds = input.items.flatMap((i) => (i.productId === null ? [] : [i.productId]))
  const known =
    productIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ id: products.id })
              .from(products)
              .where(
                and(
                  eq(products.tenantId, actor.tenantId),
                  inArray(products.id, productIds),
                  isNull(products.deletedAt),
                ),
              )
          ).map((p) => p.id),
        )
  const errors: Record<string, string[]> = {}
  input.items.forEach((item, i) => {
    if (!units.has(item.UOMID)) errors[`items.${i}.UOMID`] = ['Unknown unit of measure']
    if (item.productId !== null && !known.has(item.productId)) errors[`items.${i}.productId`] = ['Unknown product']
  })
  const unknownFiles = await unknownDocumentPaths(db, actor.tenantId, input.attachments)
  input.attachments.forEach((path, i) => {
    if (unknownFiles.has(path)) errors[`attachments.${i}`] = ['Attach a file uploaded with add-po-document']
  })
  throwFirst(errors)
  await requireActivePartners(db, actor.tenantId, input.supplierIds)
  return units
}

/**
 * POST request-for-quotation: saves a new Draft, or replaces a Draft of the same RFQID (with the
 * version the editor saw: 409 with the current RFQ otherwise), and with `send` sends it at once.
 * Items, partners and header are written with an audit entry in one transaction.
 */
export async function saveRfq(
  db: Db,
  actor: Actor,
  input: SaveRfqInput,
  context: { now: Date; linkBase: string; mail: MailQueue },
): Promise<RfqDetail> {
  const { now } = context
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(rfqs).where(eq(rfqs.id, input.RFQID)).for('update')
    if (existing && existing.tenantId !== actor.tenantId) throw conflict(RFQ_ID_USED)
    if (existing && input.version !== undefined && input.version !== existing.version) {
      throw conflict(
        'This request for quotation was changed by someone else',
        await getRfq(tx, actor, existing.id, now),
      )
    }
    if (existing && existing.status !== 'Draft') {
      throw conflict(`A request for quotation that is ${existing.status} cannot be edited`)
    }
    const units = await checkAgainstData(tx, actor, input, now)
    const header = {
      title: input.title,
      requiredBy: input.requiredBy,
      deadline: new Date(input.responseDeadline),
      deliveryAddress: input.deliveryAddress,
      paymentTerms: input.paymentTerms,
      attachments: input.attachments,
      updatedAt: now,
    }
    const oldItems = existing
      ? new Set(
          (await tx.select({ id: rfqItems.id }).from(rfqItems).where(eq(rfqItems.rfqId, existing.id))).map((r) => r.id),
        )
      : new Set<string>()
    if (existing) {
      await tx
        .update(rfqs)
        .set({ ...header, version: existing.version + 1 })
        .where(eq(rfqs.id, existing.id))
      await tx.delete(rfqItems).where(eq(rfqItems.rfqId, existing.id))
      await tx.delete(rfqPartners).where(eq(rfqPartners.rfqId, existing.id))
    } else {
      const year = now.getUTCFullYear()
      const sequence = await nextNumber(tx, actor.tenantId, `rfq-${year}`)
      await tx.insert(rfqs).values({
        id: input.RFQID,
        tenantId: actor.tenantId,
        number: `RFQ-${year}-${String(sequence).padStart(6, '0')}`,
        ...header,
        status: 'Draft',
        createdBy: actor.userId,
        createdAt: now,
      })
    }
    await tx.insert(rfqItems).values(
      input.items.map((item, position) => ({
        id: item.itemId && oldItems.has(item.itemId) ? item.itemId : uuidv7(),
        rfqId: input.RFQID,
        position,
        productId: item.productId,
        product: item.product,
        specification: item.specification,
        quantity: String(item.quantity),
        unitId: item.UOMID,
        unitName: units.get(item.UOMID) ?? '',
        targetPrice: item.targetPrice === null ? null : toNumericText(item.targetPrice),
      })),
    )
    await tx.insert(rfqPartners).values(
      input.supplierIds.map((supplierId) => ({
        rfqId: input.RFQID,
        supplierId,
        tenantId: actor.tenantId,
        status: 'Invited' as const,
      })),
    )
    await writeRfqAudit(tx, {
      rfqId: input.RFQID,
      action: existing ? 'edited' : 'created',
      from: existing ? 'Draft' : null,
      to: 'Draft',
      byUser: actor.userId,
      at: now,
    })
    if (input.send) await sendDraft(tx, actor, input.RFQID, context)
    return getRfq(tx, actor, input.RFQID, now)
  })
}
