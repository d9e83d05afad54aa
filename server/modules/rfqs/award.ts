import { and, asc, eq, inArray } from 'drizzle-orm'
import { v7 as uuidv7 } from 'uuid'
import type { CreatePoInput } from '../../../src/shared/po-schemas'
import { type AwardedOrder, awardedOrders, awardOrigin } from '../../../src/shared/rfq-award'
import type { QuoteCell, RfqAwardResult, RfqItem } from '../../../src/shared/rfq-read-schemas'
import type { AwardRfqInput } from '../../../src/shared/rfq-schemas'
import type { Db } from '../../db/client'
import { purchaseOrders } from '../../db/schema/purchase-orders'
import { rfqAwards, rfqPartners, rfqQuotes } from '../../db/schema/rfqs'
import type { Actor } from '../../lib/app-env'
import { badRequest, conflict } from '../../lib/errors'
import { isUniqueViolation } from '../../lib/pg-errors'
import type { MailQueue } from '../approvals/mail-queue'
import { createPurchaseOrder } from '../purchase-orders/service'
import { chargeUnitId } from '../purchase-orders/units'
import { refuseInactiveAwards } from './awardable'
import { tellNotAwarded } from './invite'
import { moveRfq } from './lifecycle'
import { quoteCells } from './quotes'
import { findRfq, itemsOf, partnersOf, type RfqRecord, statusNow } from './records'

const isoDay = (at: Date) => at.toISOString().slice(0, 10)
const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000))

/** The Draft POs an RFQ's award raised. */
async function raisedOrders(db: Db, rfq: RfqRecord): Promise<RfqAwardResult['purchaseOrders']> {
  return db
    .select({ poId: purchaseOrders.id, poNumber: purchaseOrders.number, vendorName: purchaseOrders.vendorName })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.tenantId, rfq.tenantId), eq(purchaseOrders.rfqId, rfq.id)))
    .orderBy(asc(purchaseOrders.number))
}

/** The award as the PO form's fields: lines at the quoted price and GST, freight as a line of its own, delivery and terms. */
function poInputOf(
  rfq: RfqRecord,
  order: AwardedOrder,
  contact: string,
  billingAddress: string,
  today: string,
  /** The unit of the freight line (a lot: freight is no box of goods). */
  freightUnitId: number | null,
): CreatePoInput {
  const products: CreatePoInput['products'] = order.lines.map((line) => ({
    Particular: line.product,
    ItemDescription: line.specification,
    Quantity: line.quantity,
    UOMID: line.UOMID,
    BudgetedRate: line.unitPrice,
    GSTPercentage: line.gstPercent as CreatePoInput['products'][number]['GSTPercentage'],
    DocumentPath: line.attachment,
  }))
  const [first] = order.lines
  if (order.freight > 0 && first && freightUnitId !== null) {
    products.push({
      Particular: 'Freight',
      ItemDescription: `Freight quoted for ${rfq.number}`,
      Quantity: 1,
      UOMID: freightUnitId,
      BudgetedRate: order.freight,
      GSTPercentage: 0,
      DocumentPath: null,
    })
  }
  return {
    poId: uuidv7(),
    poNumber: '',
    PoDate: today,
    vendorName: order.supplierId,
    supplyPartnerContact: contact,
    billingAddress,
    deliveryAddress: rfq.deliveryAddress,
    purchaseType: 'Goods',
    PaymentTerms: order.paymentTerms,
    deliveryDate: addDays(today, order.deliveryDays),
    shippingMode: null,
    incoTerms: null,
    poValidity: null,
    products,
  }
}

/** Each awarded item checked: in the RFQ, quoted in the partner's latest round, neither rejected. */
function checkAwards(
  items: readonly RfqItem[],
  latest: ReadonlyMap<string, QuoteCell>,
  rejected: ReadonlySet<string>,
  awards: AwardRfqInput['awards'],
) {
  const known = new Set(items.map((i) => i.itemId))
  const errors: Record<string, string[]> = {}
  awards.forEach((award, i) => {
    const quote = latest.get(`${award.supplierId} ${award.itemId}`)
    if (!known.has(award.itemId)) errors[`awards.${i}.itemId`] = ['This item is not in the request for quotation']
    else if (!quote) errors[`awards.${i}.supplierId`] = ['This supply partner has not quoted this item']
    else if (quote.status === 'Rejected' || rejected.has(award.supplierId)) {
      errors[`awards.${i}.supplierId`] = ['This quote was rejected']
    }
  })
  const [first] = Object.values(errors)
  if (first?.[0]) throw badRequest(first[0], errors)
}

/**
 * POST award-rfq: awards each item to one partner and raises one Draft PO per awarded partner with
 * the awarded lines (quoted price, GST, freight, delivery and payment terms), linked to the RFQ; the
 * RFQ moves to Awarded and partners not awarded are e-mailed. The same award again answers the POs
 * already raised and creates nothing (and one PO per partner and RFQ is a unique constraint); a
 * different award of an Awarded RFQ is 409.
 */
export async function awardRfq(db: Db, actor: Actor, input: AwardRfqInput, now: Date, mail: MailQueue) {
  return db.transaction(async (tx): Promise<RfqAwardResult> => {
    const rfq = await findRfq(tx, actor.tenantId, input.RFQID, true)
    if (rfq.status === 'Awarded') {
      const stored = await tx.select().from(rfqAwards).where(eq(rfqAwards.rfqId, rfq.id))
      const same =
        stored.length === input.awards.length &&
        input.awards.every((a) => stored.some((s) => s.itemId === a.itemId && s.supplierId === a.supplierId))
      if (!same) throw conflict('This request for quotation is already awarded')
      return { RFQID: rfq.id, status: rfq.status, purchaseOrders: await raisedOrders(tx, rfq) }
    }
    const status = statusNow(rfq, now)
    if (status !== 'Closed for bids' && status !== 'Under Evaluation') {
      throw conflict(`A request for quotation that is ${status} cannot be awarded`)
    }
    const items = await itemsOf(tx, rfq.id)
    const partners = await partnersOf(tx, rfq.id)
    const latest = new Map<string, QuoteCell>()
    for (const cell of await quoteCells(tx, rfq.id, items)) latest.set(`${cell.supplierId} ${cell.itemId}`, cell)
    const rejected = new Set(partners.filter((p) => p.responseStatus === 'Rejected').map((p) => p.supplierId))
    checkAwards(items, latest, rejected, input.awards)
    refuseInactiveAwards(partners, input.awards)
    const today = isoDay(now)
    const contacts = new Map(partners.map((p) => [p.supplierId, p.contactPerson]))
    for (const order of awardedOrders(items, latest, input.awards)) {
      const po = await createPurchaseOrder(
        tx,
        actor,
        poInputOf(
          rfq,
          order,
          contacts.get(order.supplierId) ?? '',
          input.billingAddress,
          today,
          order.freight > 0 ? await chargeUnitId(tx, actor.tenantId) : null,
        ),
        now,
        awardOrigin(rfq.number),
      )
      try {
        await tx.update(purchaseOrders).set({ rfqId: rfq.id }).where(eq(purchaseOrders.id, po.poId))
      } catch (error) {
        if (isUniqueViolation(error, 'purchase_orders_rfq_vendor_uq')) throw conflict('This award already raised a PO')
        throw error
      }
      await tx.insert(rfqAwards).values(
        order.lines.map((line) => ({
          rfqId: rfq.id,
          itemId: line.itemId,
          supplierId: order.supplierId,
          round: latest.get(`${order.supplierId} ${line.itemId}`)?.round ?? 1,
          poId: po.poId,
          at: now,
        })),
      )
      for (const line of order.lines) {
        const round = latest.get(`${order.supplierId} ${line.itemId}`)?.round ?? 1
        await tx
          .update(rfqQuotes)
          .set({ status: 'Accepted', updatedAt: now })
          .where(
            and(
              eq(rfqQuotes.rfqId, rfq.id),
              eq(rfqQuotes.supplierId, order.supplierId),
              eq(rfqQuotes.itemId, line.itemId),
              eq(rfqQuotes.round, round),
            ),
          )
      }
    }
    const awarded = [...new Set(input.awards.map((a) => a.supplierId))]
    await tx
      .update(rfqPartners)
      .set({ status: 'Accepted' })
      .where(and(eq(rfqPartners.rfqId, rfq.id), inArray(rfqPartners.supplierId, awarded)))
    const others = partners.filter((p) => p.respondedAt !== null && !awarded.includes(p.supplierId))
    if (others.length > 0) {
      await tx
        .update(rfqPartners)
        .set({ status: 'Rejected' })
        .where(
          and(
            eq(rfqPartners.rfqId, rfq.id),
            inArray(
              rfqPartners.supplierId,
              others.map((p) => p.supplierId),
            ),
          ),
        )
    }
    const raised = await raisedOrders(tx, rfq)
    await moveRfq(tx, actor, rfq, 'Awarded', `Draft POs ${raised.map((p) => p.poNumber).join(', ')}`, now, 'award')
    tellNotAwarded(rfq, others, mail)
    return { RFQID: rfq.id, status: 'Awarded', purchaseOrders: raised }
  })
}
