import type { Db } from '../../db/client'
import type { MailQueue } from '../approvals/mail-queue'
import { itemsOf, partnersOf, type RfqRecord } from './records'
import { signLink } from './token'

/** How long after the deadline (or a counter round's respond-by) a link still opens the partner's page, read-only. */
const LINK_GRACE_MS = 30 * 24 * 3_600_000

/** The page a partner answers on, with its signed token (the client route /RFQ-Response). */
export async function responseLink(
  db: Db,
  rfq: RfqRecord,
  supplierId: string,
  until: Date,
  now: Date,
): Promise<string> {
  const token = await signLink(
    db,
    rfq.tenantId,
    { rfqId: rfq.id, supplierId, expiresAt: new Date(until.getTime() + LINK_GRACE_MS) },
    now,
  )
  return `${rfq.linkBase}/RFQ-Response?rfq=${rfq.id}&token=${encodeURIComponent(token)}`
}

const stamp = (at: Date) => `${at.toISOString().replace('T', ' ').slice(0, 16)} UTC`

/** E-mails every invited partner the RFQ and its personal link (queued: sent once the transaction commits). */
export async function invitePartners(db: Db, rfq: RfqRecord, now: Date, mail: MailQueue): Promise<void> {
  const items = await itemsOf(db, rfq.id)
  const lines = items.map(
    (item, i) =>
      `${i + 1}. ${item.product}${item.specification ? ` (${item.specification})` : ''}: ${item.quantity} ${item.unitName}`,
  )
  for (const partner of await partnersOf(db, rfq.id)) {
    const link = await responseLink(db, rfq, partner.supplierId, rfq.deadline, now)
    mail.push({
      to: partner.email,
      subject: `Request for quotation ${rfq.number}: ${rfq.title}`,
      text: [
        `Dear ${partner.contactPerson || partner.name},`,
        '',
        `You are invited to quote for ${rfq.number}, "${rfq.title}".`,
        '',
        ...lines,
        '',
        `Required by: ${rfq.requiredBy}. Delivery to: ${rfq.deliveryAddress}. Payment terms wanted: ${rfq.paymentTerms}.`,
        `Please respond by ${stamp(rfq.deadline)} on your response page (no account needed):`,
        link,
      ].join('\n'),
    })
  }
}

/** E-mails a partner that the buyer made a counter offer, with a fresh link valid until the round's respond-by. */
export async function tellCounterOffer(
  db: Db,
  rfq: RfqRecord,
  partner: { supplierId: string; email: string; name: string },
  round: { round: number; remarks: string; respondBy: Date },
  now: Date,
  mail: MailQueue,
): Promise<void> {
  const link = await responseLink(db, rfq, partner.supplierId, round.respondBy, now)
  mail.push({
    to: partner.email,
    subject: `Counter offer on ${rfq.number}: round ${round.round}`,
    text: `Dear ${partner.name},\n\nThe buyer made a counter offer on ${rfq.number}, "${rfq.title}":\n${round.remarks}\n\nPlease answer by ${stamp(round.respondBy)}:\n${link}`,
  })
}

/** E-mails the partners that were not awarded anything. */
export function tellNotAwarded(
  rfq: RfqRecord,
  partners: ReadonlyArray<{ email: string; name: string }>,
  mail: MailQueue,
) {
  for (const partner of partners) {
    mail.push({
      to: partner.email,
      subject: `${rfq.number}: not awarded`,
      text: `Dear ${partner.name},\n\nThank you for your quotation for ${rfq.number}, "${rfq.title}". This time it was awarded to another supplier.`,
    })
  }
}
