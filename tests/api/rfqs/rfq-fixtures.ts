import { v7 as uuidv7 } from 'uuid'
import * as v from 'valibot'
import { suppliers } from '../../../server/db/schema/suppliers'
import {
  type RfqComparison,
  RfqComparisonSchema,
  type RfqDetail,
  RfqDetailSchema,
  type RfqNegotiation,
  RfqNegotiationSchema,
  type SupplierRfqView,
  SupplierRfqViewSchema,
} from '../../../src/shared/rfq-read-schemas'
import type { SupplierStatus } from '../../../src/shared/supplier-status'
import { dataOf, type Person, person } from '../approvals/approval-fixtures'
import type { ApiClient, ApiResponse } from '../helpers/api-client'
import { nextId, type TestApp } from '../helpers/test-app'
import { unitIds } from '../purchase-orders/po-fixtures'

/** A supply partner of the demo tenant written straight to its table, with an address to find its e-mails by. */
export async function addPartner(
  t: TestApp,
  options: { status?: SupplierStatus; categoryIds?: number[]; tenantId?: string } = {},
) {
  const n = nextId()
  const partner = { id: uuidv7(), name: `Partner ${n}`, email: `partner${n}@example.com` }
  await t.db.insert(suppliers).values({
    ...partner,
    tenantId: options.tenantId ?? t.demoTenantId,
    contactPerson: `Contact ${n}`,
    phone: '9876543210',
    billingAddress: '12 Industrial Estate, Pune',
    paymentTerms: 'Net 30',
    categoryIds: options.categoryIds ?? [],
    status: options.status ?? 'Active',
  })
  return partner
}

/** A buyer, an admin, three Active partners and the unit 'Nos'. */
export async function rfqWorld(t: TestApp) {
  const buyer = await person(t, 'buyer')
  const admin = await person(t, 'admin')
  const partners = [await addPartner(t), await addPartner(t), await addPartner(t)]
  const unit = (await unitIds(buyer.client)).Nos ?? 0
  return { buyer, admin, partners, unit }
}
export type RfqWorld = Awaited<ReturnType<typeof rfqWorld>>

const hoursFrom = (t: TestApp, hours: number) => new Date(t.clock.now().getTime() + hours * 3_600_000).toISOString()
const dayFrom = (t: TestApp, days: number) => hoursFrom(t, days * 24).slice(0, 10)

/** A valid request-for-quotation body: 100 bolts (target ₹10) and 200 nuts, deadline in 20 minutes (sessions stay alive past it), all partners. */
export function rfqBody(t: TestApp, world: RfqWorld, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    RFQID: uuidv7(),
    title: 'Fasteners for line 2',
    items: [
      { product: 'Steel bolt M8', specification: 'Zinc plated', quantity: 100, UOMID: world.unit, targetPrice: 10 },
      { product: 'Steel nut M8', quantity: 200, UOMID: world.unit },
    ],
    requiredBy: dayFrom(t, 10),
    responseDeadline: hoursFrom(t, 1 / 3),
    deliveryAddress: 'Warehouse 2, Chakan MIDC, Pune',
    paymentTerms: 'Net 30',
    supplierIds: world.partners.map((p) => p.id),
    ...extra,
  }
}

/** The RFQ a successful call answers with. */
export const detailOf = (res: ApiResponse): RfqDetail => v.parse(RfqDetailSchema, dataOf(res))
/** The comparison a successful call answers with. */
export const comparisonOf = (res: ApiResponse): RfqComparison => v.parse(RfqComparisonSchema, dataOf(res))
/** The negotiation thread with one partner a successful call answers with. */
export const negotiationOf = (res: ApiResponse): RfqNegotiation => v.parse(RfqNegotiationSchema, dataOf(res))
/** The partner's view a successful call answers with. */
export const supplierViewOf = (res: ApiResponse): SupplierRfqView => v.parse(SupplierRfqViewSchema, dataOf(res))

/** Saves and sends an RFQ as the buyer. */
export async function sentRfq(t: TestApp, world: RfqWorld, extra: Record<string, unknown> = {}) {
  return detailOf(await world.buyer.client.post('request-for-quotation', rfqBody(t, world, { send: true, ...extra })))
}

/** The RFQ id and token of the last link e-mailed to a partner. */
export function linkOf(t: TestApp, email: string): { RFQID: string; token: string } {
  const last = t.mailer.sent.filter((m) => m.to === email).at(-1)
  const match = last?.text.match(/\/RFQ-Response\?rfq=([0-9a-f-]+)&token=(\S+)/)
  if (!match?.[1] || !match[2]) throw new Error(`no RFQ link was e-mailed to ${email}`)
  return { RFQID: match[1], token: decodeURIComponent(match[2]) }
}

/** A quote line: ₹9.50 at 18% GST, ₹50 freight, 7 days, unless changed. */
export function quoteLine(itemId: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    itemId,
    unitPrice: 9.5,
    gstPercent: 18,
    freight: 50,
    deliveryDays: 7,
    moq: 50,
    paymentTerms: 'Net 30',
    remarks: '',
    ...extra,
  }
}

/** A partner's response through its link (a client with no session). */
export const respond = (client: ApiClient, link: { RFQID: string; token: string }, lines: unknown[]) =>
  client.post('submit-rfq-response', { ...link, lines })

/** Moves the test clock past an RFQ's deadline. */
export function passDeadline(t: TestApp, rfq: RfqDetail): void {
  const minutes = Math.ceil((Date.parse(rfq.responseDeadline) - t.clock.now().getTime()) / 60_000) + 1
  if (minutes > 0) t.clock.advanceMinutes(minutes)
}

export type { Person }
